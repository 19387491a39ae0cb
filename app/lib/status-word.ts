/** A stored status as the word she reads: "new" → "New", "refunded" → "Refunded". */
export const statusWord = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);
