/** What a visitor reads when a post is refused for its rate (429), on every form, the cart and /buy. */
export const rateLimitCopy = {
  title: "Too many tries",
  retryIn: (seconds: number) =>
    `Please try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}. What you entered is still here.`,
};
