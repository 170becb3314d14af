// The agenda's stylesheet (styles/agenda.css): its list, the event page with the ticket modal, the
// order flow's screens and the region pages' event lists. One `links` for every route that shows them.
import agendaStyles from "../../styles/agenda.css?url";
import { stylesheet } from "../stylesheets";

export const agendaLinks = () => [stylesheet(agendaStyles)];
