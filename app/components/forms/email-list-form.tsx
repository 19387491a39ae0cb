/** The footer's Join our email list form (filled in by the leads work). */
export function EmailListForm() {
  return (
    <section aria-labelledby="email-list-heading">
      <h2 id="email-list-heading" className="text-sm font-semibold uppercase tracking-wider text-gold-300">
        Join our email list
      </h2>
    </section>
  );
}
