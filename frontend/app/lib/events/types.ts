// The agenda and ticket API's shapes (generated from backend/openapi.json), under short names.
import type { components } from "../api/schema";

type Schemas = components["schemas"];
export type EventSummary = Schemas["EventSummaryOut"];
export type UpcomingEvent = Schemas["UpcomingEventOut"];
export type EventList = Schemas["EventListOut"];
export type EventDetail = Schemas["EventOut"];
export type TicketType = Schemas["TicketTypeOut"];
export type TicketState = EventSummary["ticket_state"];
export type Location = Schemas["LocationOut"];
export type OrderInput = Schemas["OrderIn"];
export type OrderStarted = Schemas["OrderStartedOut"];
export type OrderStatus = Schemas["OrderStatusOut"];
export type OrderConfirmed = Schemas["OrderConfirmedOut"];
