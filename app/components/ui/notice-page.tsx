import type { ReactNode } from "react";

/** A short page that answers a link from an email: a heading, a sentence, maybe a form, a way home. */
export function NoticePage(props: { title: string; text: string; home: string; children?: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-16 text-center sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">{props.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{props.text}</p>
      {props.children}
      <p className="mt-8">
        <a href="/" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {props.home}
        </a>
      </p>
    </main>
  );
}
