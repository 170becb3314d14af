// The legion API's shapes, for route modules and components alike.
import type { components } from "../api/schema";

type Schemas = components["schemas"];
export type Dashboard = Schemas["LegionDashboardOut"];
export type LegionAction = Schemas["LegionActionOut"];
export type DoneAction = Schemas["LegionDoneActionOut"];
export type Recruit = Schemas["LegionRecruitOut"];
export type Referral = Schemas["ReferralOut"];
export type ReferralLink = Schemas["ReferralLinkOut"];
export type LegionJoinInput = Schemas["LegionJoinIn"];
