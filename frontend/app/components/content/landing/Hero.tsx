// The opening of a landing page: a title, a short text, an optional picture and action buttons.
import type { ImageOut } from "../../../lib/content/types";
import { ResponsiveImage } from "../ResponsiveImage";
import { ActionButtons, type CallToAction } from "./CallsToAction";

interface HeroProps {
  title: string;
  text: string;
  image: ImageOut | null;
  actions: CallToAction[];
  /** The hero opens the page: its title is the page's h1. */
  asTitle?: boolean;
}

export function Hero({ title, text, image, actions, asTitle = false }: HeroProps) {
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
