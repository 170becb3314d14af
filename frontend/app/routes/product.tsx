// /producten/{uuid} and /products/{uuid}: one product (the second address is an alias of the first).
import { useTranslations } from "use-intl";
import { ExternalLink } from "../components/ExternalLink";
import { ResponsiveImage } from "../components/content/ResponsiveImage";
import { loadProduct } from "../lib/content/api.server";

import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import { useMoney } from "../lib/format/use-money";
import type { Route } from "./+types/product";
import { UntranslatedNotice, useContentLang } from "../components/content/ContentLanguage";

export async function loader(args: Route.LoaderArgs) {
  return loadProduct(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData: product, location, matches }: Route.MetaArgs) {
  if (!product) return pageMeta({ location, matches }, {});
  return pageMeta(
    { location, matches },
    { title: product.name, description: product.description, image: product.image, path: `/producten/${product.uuid}`, contentLocale: product.locale },
  );
}

export default function ProductRoute({ loaderData: product }: Route.ComponentProps) {
  const money = useMoney();
  const t = useTranslations("entities");
  const contentLang = useContentLang(product.locale);
  return (
    <article className="article container" data-testid="product" lang={contentLang}>
      <UntranslatedNotice contentLocale={product.locale} />
      <header className="article__header">
        <h1 className="article__title">{product.name}</h1>
        <p className="article__intro">{t("price", { price: money(product.price_cents) })}</p>
      </header>
      {product.image ? (
        <figure className="article__hero">
          <ResponsiveImage image={product.image} sizes="(min-width: 880px) 832px, 100vw" eager />
        </figure>
      ) : null}
      {product.description ? <p>{product.description}</p> : null}
      {product.shop_url ? (
        <p>
          <ExternalLink href={product.shop_url} className="button button--primary">
            {t("shop")}
          </ExternalLink>
        </p>
      ) : null}
    </article>
  );
}
