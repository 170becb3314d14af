// The opening of a landing page: a title, a short text, an optional picture and action buttons.
import type { CmsBlockOf } from "../../../lib/cms";
import { ResponsiveImage } from "../ResponsiveImage";
import { ActionButtons } from "./CallsToAction";

/** asTitle: the hero opens the page, its title is the page's h1. */
export function Hero({ value: { title, text, image, actions }, asTitle = false }: { value: CmsBlockOf<"hero">["value"]; asTitle?: boolean }) {
  const Heading = asTitle ? "h1" : "h2";
  return (
    <section className={image ? "hero hero--with-image" : "hero"} data-testid="hero">
      <div className="hero__text">
        <Heading className="hero__title">{title}</Heading>
        {text ? <p className="hero__lead">{text}</p> : null}
        <ActionButtons actions={actions} />
      </div>
      {image ? (
        <ResponsiveImage image={image} className="hero__image" sizes="(min-width: 1024px) 50vw, 100vw" eager={asTitle} />
      ) : null}
    </section>
  );
}
