import type { TextBlock } from "~/lib/story-text";
import { CheckList } from "./check-list";

/** Her Markdown as read by storyBlocks: paragraphs and check-mark lists, as text (React escapes it). */
export function TextBlocks({ blocks, className = "" }: { blocks: readonly TextBlock[]; className?: string }) {
  return (
    <div className={`space-y-4 ${className}`}>
      {blocks.map((block, index) =>
        block.kind === "list" ? (
          <CheckList key={index} points={block.items} />
        ) : (
          <p key={index} className="text-lg leading-relaxed text-slate-700">
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
