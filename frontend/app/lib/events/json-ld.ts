// Structured data for an event page (schema.org Event, SPEC §4): cancelled gives EventCancelled,
// otherwise EventScheduled; sold out gives SoldOut availability on the offers, otherwise InStock.
import { absoluteUrl } from "../content/json-ld";
import type { EventDetail } from "./types";

const SCHEMA = "https://schema.org/";

export function eventJsonLd(event: EventDetail, options: { url: string; origin: string; organizer: string }) {
  const image = event.seo_image ?? event.image;
  const location = event.location;
  const description = event.search_description || event.intro || event.description_no_html;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    ...(description ? { description } : {}),
    startDate: event.start_time,
    endDate: event.end_time,
    eventStatus: `${SCHEMA}${event.canceled ? "EventCancelled" : "EventScheduled"}`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    url: options.url,
    ...(image ? { image: [absoluteUrl(image.url, options.origin)] } : {}),
    location: {
      "@type": "Place",
      name: location.name || location.city,
      address: {
        "@type": "PostalAddress",
        streetAddress: [location.street, location.number].filter(Boolean).join(" "),
        postalCode: location.postal_code,
        addressLocality: location.city,
        addressRegion: location.province_label,
        addressCountry: location.country_code,
      },
    },
    organizer: { "@type": "Organization", name: options.organizer, url: options.origin },
    offers: event.ticket_types.map((ticketType) => ({
      "@type": "Offer",
      name: ticketType.name,
      price: (ticketType.non_member_price_cents / 100).toFixed(2),
      priceCurrency: "EUR",
      availability: `${SCHEMA}${event.sold_out ? "SoldOut" : "InStock"}`,
      url: options.url,
      ...(ticketType.sales_start ? { validFrom: ticketType.sales_start } : {}),
    })),
  };
}
