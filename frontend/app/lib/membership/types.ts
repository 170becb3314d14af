// The membership API's shapes, for route modules and components alike.
import type { components } from "../api/schema";

type Schemas = components["schemas"];
export type MembershipOptions = Schemas["MembershipOptionsOut"];
export type Offer = Schemas["OfferOut"];
export type OfferKind = Offer["kind"];
export type JoinInput = Schemas["JoinIn"];
export type FriendJoinInput = Schemas["FriendJoinIn"];
export type OfferPrefill = Schemas["OfferPrefillOut"];
export type JoinStatus = Schemas["JoinStatusOut"];
export type Member = Schemas["MemberOut"];
export type Membership = Schemas["MembershipOut"];
export type MemberPayment = Schemas["MemberPaymentOut"];
export type Checkout = Schemas["CheckoutOut"];
export type PayLink = Schemas["PayLinkOut"];
