// A CMS image with its webp renditions: srcset and sizes, intrinsic width and height (no layout shift).
import type { ImageOut } from "../../lib/content/types";

export function ResponsiveImage({
  image,
  sizes,
  className,
  eager = false,
  alt,
}: {
  image: ImageOut;
  sizes: string;
  className?: string;
  /** The page's main image: load it at once instead of lazily. */
  eager?: boolean;
  /** Overrides the image's own alt text ('' for a decorative copy). */
  alt?: string;
}) {
  return (
    <img
      className={className}
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      width={image.width || undefined}
      height={image.height || undefined}
      alt={alt ?? image.alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
    />
  );
}
