import { describe, expect, it } from "vitest";
import { bodyHtml, bodyText, recipientMessage, renderBody } from "../../app/lib/broadcast";

/** Her Markdown as the HTML and plain-text parts of a broadcast. */

describe("a broadcast's body", () => {
  it("keeps a single line break she typed, in the HTML and in the text", () => {
    const body = "Warmly,\nKeisha\n\n123 Peachtree St\nAtlanta, GA";
    expect(bodyHtml(body)).toBe("<p>Warmly,<br>Keisha</p>\n<p>123 Peachtree St<br>Atlanta, GA</p>\n");
    expect(bodyText(body)).toBe("Warmly,\nKeisha\n\n123 Peachtree St\nAtlanta, GA");
  });

  it("keeps line breaks inside a list item and a quote", () => {
    expect(bodyText("- one\n  and more\n- two")).toBe("- one\n  and more\n- two");
    expect(bodyText("> said\n> twice")).toBe("> said\n> twice");
    expect(bodyText("- a\n  - b\n- c")).toBe("- a\n  - b\n- c");
  });

  it("shows an entity she typed as its character in the text part, and raw HTML as text", () => {
    expect(bodyText("Q&amp;A &lt;live&gt; at 6")).toBe("Q&A <live> at 6");
    expect(bodyText("Caf&eacute; &hellip; &#8212; &rsquo;")).toBe("Café … — ’");
    expect(bodyText("[Menu](https://example.com/?a=1&amp;b=2)")).toBe("Menu (https://example.com/?a=1&b=2)");
    expect(bodyHtml("<script>alert(1)</script>")).not.toContain("<script>");
  });

  it("is the same in the message sent as in what the preview is made from", () => {
    const rendered = renderBody({ subject: "Hi", preheader: "", body: "Line one\nLine two" });
    const message = recipientMessage(rendered, {
      unsubscribeUrl: "https://example.org/u",
      postalAddress: "1 Main St",
      business: "Coach",
      listName: "the newsletter",
    });
    expect(message.fragment).toContain("<p>Line one<br>Line two</p>");
    expect(message.html).toContain(message.fragment);
    expect(message.text.startsWith("Line one\nLine two\n\n----\n")).toBe(true);
  });
});
