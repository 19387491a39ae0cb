/** Shapes shared by the content files. */

export interface Testimonial {
  /** First name and last initial, as the client agreed to be quoted. */
  name: string;
  /** What they did, e.g. "First-time homeowner". */
  context: string;
  quote: string;
  /** Out of 5. */
  stars: 1 | 2 | 3 | 4 | 5;
  /** A square photo the client agreed to share (160 × 160 px); without one a monogram is drawn. */
  photo?: { src: string; alt: string; width: number; height: number };
}

/** A video area: an embed when `url` is set (YouTube/Vimeo embed URL), a designed placeholder otherwise. */
export interface VideoSpot {
  title: string;
  url: string | null;
  /** What the video covers, shown on the designed panel while there is no video yet. */
  placeholder: string;
}

export interface CallToAction {
  label: string;
  to: string;
}

/** A titled list of points, e.g. "What's inside". */
export interface PointList {
  heading: string;
  points: readonly string[];
}

/** A toast as the server sends it: in a flash cookie after a redirect, or in action data. */
export interface Toast {
  type: "success" | "error" | "info" | "warning";
  /** The title line, e.g. "Message Sent!" (remix-toast calls it message). */
  message: string;
  description?: string;
  /** Milliseconds before it fades; the toaster's default (5 s) when absent. */
  duration?: number;
}
