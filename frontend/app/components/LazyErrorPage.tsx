// The error page (components/ErrorPage.tsx) for the root's error boundary. Its code loads in the
// browser only when an error is shown, not with every page (DESIGN.md §6); the server renders it
// at once, and React hydrates it when the code has arrived (as StreamField's lazy blocks).
import { lazy, Suspense } from "react";

const ErrorPage = import.meta.env.SSR
  ? (await import("./ErrorPage")).ErrorPage
  : lazy(() => import("./ErrorPage").then((module) => ({ default: module.ErrorPage })));

export function LazyErrorPage({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <ErrorPage error={error} />
    </Suspense>
  );
}
