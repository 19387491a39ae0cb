import { describe, expect, it } from "vitest";
import { siteProfile, type SiteProfile } from "~/content/profile";
import {
  footerSocialLinks,
  initials,
  isBareSocialUrl,
  isPhone,
  licenceLine,
  telHref,
  validateProfile,
} from "~/lib/profile";

/** A copy of the shipped profile with one change. */
function withChange(change: (p: SiteProfile) => SiteProfile): SiteProfile {
  return change(structuredClone(siteProfile) as SiteProfile);
}

const fields = (p: SiteProfile) => validateProfile(p).map((problem) => problem.field);

describe("the site profile", () => {
  it("ships sound: every field the pages read is filled and well formed", () => {
    expect(validateProfile(siteProfile)).toEqual([]);
  });

  it("refuses an empty name, bio or headshot alt text", () => {
    expect(fields(withChange((p) => ({ ...p, person: { ...p.person, name: " " } })))).toContain("person.name");
    expect(fields(withChange((p) => ({ ...p, person: { ...p.person, shortBio: "" } })))).toContain("person.shortBio");
    expect(
      fields(withChange((p) => ({ ...p, person: { ...p.person, headshot: { ...p.person.headshot, alt: "" } } }))),
    ).toContain("person.headshot.alt");
  });

  it("refuses a headshot that is neither a site path nor an https URL", () => {
    const bad = withChange((p) => ({
      ...p,
      person: { ...p.person, headshot: { ...p.person.headshot, src: "http://cdn.example.com/me.jpg" } },
    }));
    expect(fields(bad)).toContain("person.headshot.src");
    const protocolRelative = withChange((p) => ({
      ...p,
      person: { ...p.person, headshot: { ...p.person.headshot, src: "//cdn.example.com/me.jpg" } },
    }));
    expect(fields(protocolRelative)).toContain("person.headshot.src");
  });

  it("refuses a malformed support email or phone", () => {
    expect(fields(withChange((p) => ({ ...p, support: { ...p.support, email: "support at example" } })))).toContain(
      "support.email",
    );
    expect(fields(withChange((p) => ({ ...p, support: { ...p.support, phone: "call us" } })))).toContain(
      "support.phone",
    );
  });

  it("needs a licence with a number and a two-letter state", () => {
    expect(fields(withChange((p) => ({ ...p, realEstate: { ...p.realEstate, licences: [] } })))).toContain(
      "realEstate.licences",
    );
    const badState = withChange((p) => ({
      ...p,
      realEstate: { ...p.realEstate, licences: [{ title: "Florida", number: "SL1", state: "Florida" }] },
    }));
    expect(fields(badState)).toContain("realEstate.licences[0].state");
  });

  it("refuses social links that are not https, and a network listed twice", () => {
    const bad = withChange((p) => ({
      ...p,
      social: [
        { network: "facebook", label: "Facebook", url: "http://facebook.com/me" },
        { network: "facebook", label: "Facebook", url: "https://facebook.com/me" },
      ],
    }));
    expect(fields(bad)).toEqual(expect.arrayContaining(["social[0].url", "social[1]"]));
  });

  it("refuses testimonial stars outside 1 to 5 and a photo without alt text", () => {
    const bad = withChange((p) => ({
      ...p,
      testimonials: [
        {
          name: "Ann B.",
          context: "Buyer",
          quote: "Great.",
          stars: 6 as 5,
          photo: { src: "/images/profile/ann.jpg", alt: "", width: 160, height: 160 },
        },
      ],
    }));
    expect(fields(bad)).toEqual(expect.arrayContaining(["testimonials[0].stars", "testimonials[0].photo.alt"]));
  });

  it("refuses a review date not written YYYY-MM-DD", () => {
    expect(fields(withChange((p) => ({ ...p, legalReviewed: "25/11/2026" })))).toContain("legalReviewed");
  });
});

describe("profile helpers", () => {
  it("tells a network's home page from a profile on it", () => {
    expect(isBareSocialUrl("https://www.facebook.com/")).toBe(true);
    expect(isBareSocialUrl("https://www.tiktok.com")).toBe(true);
    expect(isBareSocialUrl("https://www.instagram.com/graceadeyemi")).toBe(false);
    expect(isBareSocialUrl("not a url")).toBe(true);
  });

  it("shows no bare network home page in the footer", () => {
    expect(footerSocialLinks(siteProfile.social).every((s) => !isBareSocialUrl(s.href))).toBe(true);
    const links = footerSocialLinks([{ network: "youtube", label: "YouTube", url: "https://www.youtube.com/@grace" }]);
    expect(links).toEqual([expect.objectContaining({ href: "https://www.youtube.com/@grace", icon: "youtube" })]);
  });

  it("dials the digits of a displayed number, and checks a number's length", () => {
    expect(telHref("(407) 555-0142")).toBe("tel:4075550142");
    expect(telHref("+234 803 000 0000")).toBe("tel:+2348030000000");
    expect(isPhone("123")).toBe(false);
    expect(isPhone("+1 (407) 555-0142")).toBe(true);
  });

  it("writes the licence line with every licence and the brokerage", () => {
    const line = licenceLine(siteProfile);
    for (const licence of siteProfile.realEstate.licences) expect(line).toContain(licence.number);
    expect(line).toContain(siteProfile.realEstate.brokerage.name);
  });

  it("draws a monogram from a quoted name", () => {
    expect(initials("Tanya R.")).toBe("TR");
    expect(initials("Funmi")).toBe("F");
  });
});
