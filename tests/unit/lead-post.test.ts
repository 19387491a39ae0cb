import { describe, expect, it } from "vitest";
import { leadPostOutcome, postBlocksPress, UNSEEN_POST_MS, type LeadPost } from "~/lib/lead-post";

const sent: LeadPost = { token: "token-of-this-post", locationKey: "before", seenPending: false, at: 1000 };
const seen: LeadPost = { ...sent, seenPending: true };

describe("a lead form's post, told by the page after it", () => {
  it("waits while the post is pending, whatever the page already holds", () => {
    expect(leadPostOutcome(seen, { pending: true, answerToken: sent.token, locationKey: "after" })).toBe("waiting");
  });

  it("waits when nothing has changed yet: the press rendered before its pending state did", () => {
    expect(leadPostOutcome(sent, { pending: false, answerToken: undefined, locationKey: "before" })).toBe("waiting");
  });

  it("takes a refusal that echoes this post's token, even when no pending render was ever committed", () => {
    for (const post of [sent, seen])
      for (const locationKey of ["before", "after"])
        expect(leadPostOutcome(post, { pending: false, answerToken: sent.token, locationKey })).toBe("refused");
  });

  it("takes a new location without this post's answer for the redirect after saving", () => {
    for (const post of [sent, seen]) {
      expect(leadPostOutcome(post, { pending: false, answerToken: undefined, locationKey: "after" })).toBe("saved");
      expect(leadPostOutcome(post, { pending: false, answerToken: "an-older-post", locationKey: "after" })).toBe(
        "saved",
      );
    }
  });

  it("never takes an older post's refusal for this one's", () => {
    expect(leadPostOutcome(sent, { pending: false, answerToken: "an-older-post", locationKey: "before" })).toBe(
      "waiting",
    );
  });

  it("ends a post seen pending that stopped with neither answer, so the visitor can press again", () => {
    expect(leadPostOutcome(seen, { pending: false, answerToken: null, locationKey: "before" })).toBe("ended");
  });
});

describe("a second press while a post is on its way", () => {
  it("is held back when it comes before the post shows pending (a double click)", () => {
    expect(postBlocksPress(sent, sent.at + 120)).toBe(true);
  });

  it("is held back while the post is seen on its way, however long it takes", () => {
    expect(postBlocksPress(seen, seen.at + 60_000)).toBe(true);
  });

  it("posts again when the first never showed itself leaving, so the form is never dead", () => {
    expect(postBlocksPress(sent, sent.at + UNSEEN_POST_MS)).toBe(false);
  });

  it("posts when nothing is on its way", () => {
    expect(postBlocksPress(null, 0)).toBe(false);
  });
});
