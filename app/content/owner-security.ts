/**
 * The words of the owner's security pages (routes/owner.security*.tsx): sent by the layout's loader
 * (decision 0002); `{name}` is an authenticator app's name, filled in on the page. The answers to
 * their posts (toasts, refusals) are `securityAnswers`, used by services/owner/owner-security.server.ts.
 */

/** The longest name an authenticator app may have. */
export const APP_NAME_MAX_LENGTH = 60;

export const securityPage = {
  meta: { title: "Security", description: "Two-step sign-in for the owner's area." },
  heading: "Security",
  intro: "Leads hold personal data, so the owner’s area asks for a code from an authenticator app after the password.",
  toLeads: "Go to the leads",
  addFirst: "Add an authenticator app to see the leads.",
  /** The field every form that asks for a current code has. */
  currentCode: "A current code from any of your apps",
  apps: {
    heading: "Your authenticator apps",
    none: "None yet.",
    remove: "Remove {name}",
    removing: "Removing…",
  },
  add: {
    heading: "Add an authenticator app",
    submit: "Add app",
    submitting: "Preparing…",
    label: "Add an app",
    name: "A name for it",
    firstName: "My phone",
    nextName: "Second phone",
  },
  enrol: {
    heading: "Add your authenticator app",
    qrAlt: "QR code to add {name} to your authenticator app",
    /** On the phone that has the app: the link opens it with the account filled in. */
    open: "Open in your authenticator app",
    openHint:
      "On this phone: the link opens your authenticator app (Google Authenticator, 1Password, Authy…) with the account filled in.",
    scan: "On another device: scan the code with your authenticator app.",
    typeInstead: "Or type this key into the app (the gaps are only for reading):",
    keptHint:
      "This set-up waits for you: if you switch apps or the page reloads, the same key is shown until you turn it on or cancel.",
    submit: "Turn on",
    submitting: "Checking…",
    label: "Confirm the new app",
    code: "The 6-digit code the app shows",
    cancel: "Cancel this set-up",
    cancelling: "Cancelling…",
    cancelLabel: "Cancel adding this app",
  },
  codes: {
    heading: "Recovery codes",
    shownOnce:
      "Save these codes now (print them, or keep them in a password manager): they are shown only once. Each one recovers the account once, without the setup secret.",
    aboutBefore:
      "If you lose every device and the setup secret is out of reach, a recovery code sets a new password at ",
    recoverLink: "Recover the account",
    aboutAfter: ". Making new codes stops the old ones working.",
    open: "Make new recovery codes",
    submit: "Make new recovery codes",
    submitting: "Making codes…",
    label: "Make new recovery codes",
    unavailable:
      "Recovery codes are kept with the site's own accounts (D1) and need an authenticator app first: add one on the security page.",
    back: "Back to security",
    /** The page after her first app is turned on: a first set, to save now. */
    firstHeading: "Save your recovery codes",
    firstIntro:
      "If you lose your phone, one of these codes gets you back in. Save them now, somewhere other than this phone: print them, or download them as a text file for your password manager. They are shown only this once.",
    print: "Print",
    download: "Download as a text file",
    downloading: "Preparing…",
    downloadLabel: "Download the recovery codes",
    done: "I have saved them: go to the leads",
  },
  sessions: {
    heading: "Sessions",
    text: "Signed in on a device you no longer have, or think someone else has? End every session of your account, this one too; each device then asks for the password and a code again.",
    submit: "Sign out everywhere",
    submitting: "Signing out…",
    label: "Sign out everywhere",
  },
  lostPhone: {
    heading: "If you lose your phone",
    secondDevice:
      "Add a second device now (another phone, a tablet or a password manager): either one signs you in and can remove the other.",
    withSecret:
      "If every device is lost, or you forget the password, recover the account with the setup secret chosen when the site was set up: a new password, your apps removed, every session ended.",
    withSupabase:
      "If every device is lost, recover the account in the Supabase dashboard (Authentication, then Users): send a password recovery and remove the user's MFA factors.",
    recoverLink: "Recover the account",
  },
};

export type SecurityPageWords = typeof securityPage;

/** The downloaded text file of recovery codes (made on the server, so not among the page's words). */
export const recoveryCodesFile = {
  name: "recovery-codes.txt",
  intro: (site: string, email: string) =>
    `Recovery codes for the owner's area of ${site} (${email}).\nEach one works once, at /owner/recover, if you lose every device with your authenticator app. Making new codes stops these.`,
};

/** The answers to the security pages' posts (the server fills in the slots). */
export const securityAnswers = {
  /** The toast title over a refused code or name. */
  refused: "Sign in Failed",
  signOutRefused: "Sign out Failed",
  /** Adding an app (its name, its first code, cancelling it): worded as the set-up it is. */
  setUpRefused: "App not added yet",
  removeRefused: "App not removed",
  codesRefused: "Recovery codes not made",
  nameLength: `Name the app in 1 to ${APP_NAME_MAX_LENGTH} characters (e.g. "My phone").`,
  unknownIntent: "Something went wrong",
  turnedOn: { message: "Two-step sign-in is on", description: (name: string) => `${name} is added.` },
  removed: { message: "App removed", description: "It no longer signs you in." },
  cancelled: {
    message: "Set-up cancelled",
    description: "That key no longer works. Add an app again when you are ready.",
  },
  notPending: "That set-up was finished or cancelled already.",
  signedOutEverywhere: {
    message: "Signed out everywhere",
    description: "Every session of your account has ended, on every device.",
  },
};
