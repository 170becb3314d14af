/**
 * Hand-written stand-in for the file `npm run openapi` generates from backend/openapi.json,
 * following the agreed contract; replaced by the generated file once the backend commits it.
 */

export interface paths {
  "/api/health": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: operations["health"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/site-settings": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: operations["site_settings"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/pages/resolve": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: operations["resolve_page"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}

export interface components {
  schemas: {
    ErrorOut: { message: string; fields?: { [key: string]: string } };
    PartnerSiteOut: { key: "youth_wing" | "international" | "institute" | "schools"; url: string };
    SocialLinkOut: { network: "twitter" | "facebook" | "instagram" | "youtube" | "telegram" | "tiktok"; url: string };
    SiteSettingsOut: {
      english_site_url: string;
      institute_url: string;
      shop_url: string;
      party_site_url: string;
      council_candidate_url: string;
      partner_sites: components["schemas"]["PartnerSiteOut"][];
      social_links: components["schemas"]["SocialLinkOut"][];
      election_date: string | null;
    };
    BlockOut: { type: string; value: unknown; id?: string | null };
    PageOut: {
      id: number;
      title: string;
      locale: string;
      path: string;
      page_type: string;
      seo_title: string;
      search_description: string;
      intro: string;
      body: components["schemas"]["BlockOut"][];
      last_published_at: string | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}

export interface operations {
  health: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      200: { headers: { [name: string]: unknown }; content: { "application/json": { status: string } } };
    };
  };
  site_settings: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      200: {
        headers: { [name: string]: unknown };
        content: { "application/json": components["schemas"]["SiteSettingsOut"] };
      };
    };
  };
  resolve_page: {
    parameters: { query: { path: string; locale?: string }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      200: { headers: { [name: string]: unknown }; content: { "application/json": components["schemas"]["PageOut"] } };
      404: { headers: { [name: string]: unknown }; content: { "application/json": components["schemas"]["ErrorOut"] } };
    };
  };
}
