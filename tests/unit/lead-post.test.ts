import { describe, expect, it } from "vitest";
import { leadPostOutcome, type LeadPost } from "~/lib/lead-post";

const sent: LeadPost = { token: "token-of-this-post", locationKey: "before", seenPending: false };
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
