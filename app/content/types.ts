/** Shapes shared by the content files. */

export interface Testimonial {
  /** First name and last initial, as the client agreed to be quoted. */
  name: string;
  /** What they did, e.g. "First-time homeowner". */
  context: string;
  quote: string;
  /** Out of 5. */
  stars: 1 | 2 | 3 | 4 | 5;
}

/** A video area: an embed when `url` is set (YouTube/Vimeo embed URL), a designed placeholder otherwise. */
export interface VideoSpot {
  title: string;
  url: string | null;
  /** Shown on the placeholder while there is no video yet. */
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
