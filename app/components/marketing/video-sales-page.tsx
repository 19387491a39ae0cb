import type { ComponentProps, ReactNode } from "react";
import { VideoArea } from "~/components/ui/video-area";
import type { VideoSpot } from "~/content/types";
import { SalesPage } from "./sales-page";

type SalesPageProps = ComponentProps<typeof SalesPage>;

/**
 * A sales page with its video beside the title: the two pages that have a video name it here, so
 * the other sales pages' script does not carry the video area.
 */
export function VideoSalesPage({
  page,
  frame,
  children,
}: {
  page: Pick<SalesPageProps, "hero" | "sell" | "testimonials"> & { video: VideoSpot };
  frame: SalesPageProps["frame"];
  children: ReactNode;
}) {
  return (
    <SalesPage
      hero={page.hero}
      sell={page.sell}
      heroAside={<VideoArea video={page.video} tone="dark" />}
      testimonials={page.testimonials}
      frame={frame}
    >
      {children}
    </SalesPage>
  );
}
