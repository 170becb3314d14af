// What /api/pages/resolve answers (the CMS page at a path).
export interface CmsBlock {
  type: string;
  value: unknown;
  id?: string | null;
}

export interface CmsPage {
  id: number;
  title: string;
  locale: string;
  path: string;
  page_type: string;
  seo_title: string;
  search_description: string;
  intro: string;
  body: CmsBlock[];
  last_published_at: string | null;
}
