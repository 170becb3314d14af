// The content API's shapes (generated from backend/openapi.json), under short names.
import type { components } from "../api/schema";

type Schemas = components["schemas"];
export type ImageOut = Schemas["ImageOut"];
export type AuthorOut = Schemas["AuthorOut"];
export type ArticleSummary = Schemas["ArticleSummaryOut"];
export type ArticleList = Schemas["ArticleListOut"];
export type Article = Schemas["ArticleOut"];
export type AuthorPage = Schemas["AuthorPageOut"];
export type PositionSummary = Schemas["PositionSummaryOut"];
export type PositionList = Schemas["PositionListOut"];
export type Position = Schemas["PositionOut"];
export type Website = ArticleSummary["website"];
export type PersonSummary = Schemas["PersonSummaryOut"];
export type Person = Schemas["PersonOut"];
export type PeopleList = Schemas["PeopleListOut"];
export type RegionKind = Schemas["RegionSummaryOut"]["kind"];
export type RegionSummary = Schemas["RegionSummaryOut"];
export type RegionList = Schemas["RegionListOut"];
export type Region = Schemas["RegionOut"];
export type VideoSummary = Schemas["VideoSummaryOut"];
export type VideoList = Schemas["VideoListOut"];
export type Video = Schemas["VideoOut"];
export type SitemapEntry = Schemas["SitemapEntryOut"];
export type VacancySummary = Schemas["VacancySummaryOut"];
export type VacancyList = Schemas["VacancyListOut"];
export type Vacancy = Schemas["VacancyOut"];
