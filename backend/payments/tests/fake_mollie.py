"""A stand-in for Mollie's documented v2 API on loopback, for tests only: Mollie itself is not
reachable from here, and the real client must still talk HTTP to something that answers like it.

In memory: payments, customers, mandates, subscriptions and refunds in Mollie's JSON shapes (HAL
`_links`, `resource`, amount objects). It checks the Bearer key, validates amounts, honours the
Idempotency-Key header, and lets a test settle a payment or inject a failure or a slow answer."""

from __future__ import annotations

import json
import re
import secrets
import threading
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

DOCS = "https://docs.mollie.com/reference/v2/"
AMOUNT = re.compile(r"^\d+\.\d{2}$")
INTERVAL = re.compile(r"^\d+ (day|days|week|weeks|month|months)$")
Answer = tuple[int, dict[str, Any]]
GATEWAY_PAGE = "<html><body><h1>503 Service Unavailable</h1></body></html>"


class MollieError(Exception):
    def __init__(self, status: int, detail: str, field: str | None = None) -> None:
        super().__init__(detail)
        self.status, self.detail, self.field = status, detail, field


TITLES = {
    401: "Unauthorized Request",
    404: "Not Found",
    422: "Unprocessable Entity",
    500: "Internal Server Error",
    503: "Service Unavailable",
}


def error_body(status: int, detail: str, field: str | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {
        "status": status,
        "title": TITLES.get(status, "Error"),
        "detail": detail,
        "_links": {"documentation": {"href": DOCS + "handling-errors", "type": "text/html"}},
    }
    if field:
        body["field"] = field
    return body


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _cents(amount: Any, field: str = "amount") -> int:
    if not isinstance(amount, dict) or amount.get("currency") != "EUR":
        raise MollieError(422, "The amount contains an invalid currency", field)
    value = amount.get("value")
    if not isinstance(value, str) or not AMOUNT.match(value):
        raise MollieError(422, "The amount contains an invalid value", field)
    cents = _value(amount)
    if cents < 1:
        raise MollieError(422, "The amount is lower than the minimum", field)
    return cents


def _value(amount: dict[str, str]) -> int:
    return int(Decimal(amount["value"]) * 100)


def _amount(cents: int) -> dict[str, str]:
    return {"currency": "EUR", "value": f"{Decimal(cents).scaleb(-2):.2f}"}


@dataclass
class Fault:
    status: int = 0  # answer this instead of doing anything
    html: bool = False  # ... as a gateway's HTML page rather than Mollie's JSON
    delay: float = 0.0  # do the work, then wait this long before answering
    count: int = 1


@dataclass
class Reply:
    status: int
    body: dict[str, Any] | str
    delay: float = 0.0
    replayed: bool = False


@dataclass
class FakeMollie:
    api_key: str = "test_fakemolliekey1234567890abcd"
    payments: dict[str, dict[str, Any]] = field(default_factory=dict)
    customers: dict[str, dict[str, Any]] = field(default_factory=dict)
    mandates: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    subscriptions: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict)
    refunds: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    idempotent: dict[tuple[str, str, str], Answer] = field(default_factory=dict)
    seen_keys: list[str] = field(default_factory=list)
    faults: list[Fault] = field(default_factory=list)
    lock: threading.RLock = field(default_factory=threading.RLock)
    released: threading.Event = field(default_factory=threading.Event)
    base: str = ""

    # --- what a test does --------------------------------------------------------------------
    def fail_next(self, status: int = 500, *, html: bool = False, count: int = 1) -> None:
        self.faults.append(Fault(status=status, html=html, count=count))

    def slow_next(self, seconds: float) -> None:
        self.faults.append(Fault(delay=seconds))

    def settle(
        self, payment_id: str, status: str, details: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """What the visitor does at Mollie's checkout (or the bank later): ends an open payment.
        `details` are the method's details Mollie adds (a failed direct debit's bankReasonCode)."""
        with self.lock:
            payment = self.payments[payment_id]
            payment["status"] = status
            if details:
                payment["details"] = {**(payment.get("details") or {}), **details}
            payment["_links"].pop("checkout", None)
            payment["isCancelable"] = False
            payment[f"{status}At"] = _now()
            if status == "paid":
                payment["method"] = payment["method"] or "ideal"
                payment["amountRefunded"] = _amount(0)
                payment["amountRemaining"] = dict(payment["amount"])
                if payment["sequenceType"] == "first":
                    mandate = self._mandate(payment["customerId"], consumer="T. Tester")
                    payment["mandateId"] = mandate["id"]
                    payment["details"] = {
                        "consumerName": "T. Tester",
                        "consumerAccount": mandate["details"]["consumerAccount"],
                        "consumerBic": "INGBNL2A",
                    }
            return payment

    def charge(
        self, customer_id: str, subscription_id: str, status: str = "paid"
    ) -> dict[str, Any]:
        """What Mollie does on a subscription's payment date: an automatic charge through the
        mandate, a payment our shop never created (then POSTed to the subscription's webhook)."""
        with self.lock:
            subscription = self.subscriptions[customer_id][subscription_id]
            if subscription["status"] != "active":
                raise ValueError("Mollie charges only an active subscription")
            payment_id = self._id("tr")
            payment: dict[str, Any] = {
                "resource": "payment",
                "id": payment_id,
                "mode": "test",
                "createdAt": _now(),
                "amount": dict(subscription["amount"]),
                "description": subscription["description"],
                "method": "directdebit",
                "metadata": subscription["metadata"],
                "status": "pending",
                "isCancelable": True,
                "profileId": "pfl_fake",
                "sequenceType": "recurring",
                "redirectUrl": None,
                "webhookUrl": subscription["webhookUrl"],
                "customerId": customer_id,
                "mandateId": subscription["mandateId"],
                "subscriptionId": subscription_id,
                "_links": {
                    "self": self._link(f"payments/{payment_id}"),
                    "customer": self._link(f"customers/{customer_id}"),
                    "subscription": self._link(
                        f"customers/{customer_id}/subscriptions/{subscription_id}"
                    ),
                },
            }
            self.payments[payment_id] = payment
            if status != "pending":
                self.settle(payment_id, status)
            return payment

    # --- resources ---------------------------------------------------------------------------
    def charge_back(self, payment_id: str) -> None:
        """What the payer's bank does weeks after a paid direct debit (or a card issuer after a
        dispute): Mollie keeps the payment paid and adds amountChargedBack and a chargebacks link."""
        with self.lock:
            payment = self.payments[payment_id]
            assert payment["status"] == "paid", "Mollie charges back only a paid payment"
            payment["amountChargedBack"] = dict(payment["amountRemaining"])
            payment["amountRemaining"] = _amount(0)
            payment["_links"]["chargebacks"] = self._link(f"payments/{payment_id}/chargebacks")

    def _id(self, prefix: str) -> str:
        return f"{prefix}_{secrets.token_hex(5)}"

    def _link(self, path: str) -> dict[str, str]:
        return {"href": f"{self.base}/v2/{path}", "type": "application/hal+json"}

    def _customer(self, customer_id: str) -> dict[str, Any]:
        if customer_id not in self.customers:
            raise MollieError(404, f"No customer exists with token {customer_id}.")
        return self.customers[customer_id]

    def _mandate(self, customer_id: str, *, consumer: str) -> dict[str, Any]:
        mandate_id = self._id("mdt")
        mandate = {
            "resource": "mandate",
            "id": mandate_id,
            "mode": "test",
            "status": "valid",
            "method": "directdebit",
            "details": {
                "consumerName": consumer,
                "consumerAccount": "NL55INGB0000000000",
                "consumerBic": "INGBNL2A",
            },
            "mandateReference": None,
            "signatureDate": date.today().isoformat(),
            "createdAt": _now(),
            "_links": {
                "self": self._link(f"customers/{customer_id}/mandates/{mandate_id}"),
                "customer": self._link(f"customers/{customer_id}"),
            },
        }
        self.mandates.setdefault(customer_id, []).append(mandate)
        return mandate

    def _valid_mandate(self, customer_id: str) -> dict[str, Any] | None:
        valid = [m for m in self.mandates.get(customer_id, []) if m["status"] == "valid"]
        return valid[0] if valid else None

    def create_payment(self, body: dict[str, Any], customer_id: str | None = None) -> Answer:
        cents = _cents(body.get("amount"))
        if not body.get("description"):
            raise MollieError(422, "The description is invalid", "description")
        sequence = body.get("sequenceType", "oneoff")
        customer_id = customer_id or body.get("customerId")
        if customer_id:
            self._customer(customer_id)
        if sequence in ("first", "recurring") and not customer_id:
            raise MollieError(422, "A customer is required for this sequence type", "customerId")
        if sequence != "recurring" and not body.get("redirectUrl"):
            raise MollieError(422, "The redirect URL is invalid", "redirectUrl")
        mandate = self._valid_mandate(customer_id) if sequence == "recurring" else None
        if sequence == "recurring" and mandate is None:
            raise MollieError(422, "The customer has no valid mandate", "customerId")
        payment_id = self._id("tr")
        payment: dict[str, Any] = {
            "resource": "payment",
            "id": payment_id,
            "mode": "test",
            "createdAt": _now(),
            "amount": _amount(cents),
            "description": body["description"],
            "method": body.get("method"),
            "metadata": body.get("metadata"),
            "status": "open",
            "isCancelable": False,
            "expiresAt": (datetime.now(UTC) + timedelta(minutes=15)).isoformat(timespec="seconds"),
            "profileId": "pfl_fake",
            "sequenceType": sequence,
            "redirectUrl": body.get("redirectUrl"),
            "webhookUrl": body.get("webhookUrl"),
            "_links": {
                "self": self._link(f"payments/{payment_id}"),
                "checkout": {
                    "href": f"https://www.mollie.com/checkout/select-method/{payment_id}",
                    "type": "text/html",
                },
                "documentation": {
                    "href": DOCS + "payments-api/create-payment",
                    "type": "text/html",
                },
            },
        }
        if customer_id:
            payment["customerId"] = customer_id
        if mandate:  # an automatic charge: no checkout, the bank decides later
            payment.update(status="pending", method="directdebit", mandateId=mandate["id"])
            payment["_links"].pop("checkout")
        self.payments[payment_id] = payment
        return 201, payment

    def get_payment(self, payment_id: str) -> Answer:
        if payment_id not in self.payments:
            raise MollieError(404, f"No payment exists with token {payment_id}.")
        return 200, self.payments[payment_id]

    def create_customer(self, body: dict[str, Any]) -> Answer:
        customer_id = self._id("cst")
        self.customers[customer_id] = {
            "resource": "customer",
            "id": customer_id,
            "mode": "test",
            "name": body.get("name"),
            "email": body.get("email"),
            "locale": body.get("locale"),
            "metadata": body.get("metadata"),
            "createdAt": _now(),
            "_links": {"self": self._link(f"customers/{customer_id}")},
        }
        return 201, self.customers[customer_id]

    def create_subscription(self, customer_id: str, body: dict[str, Any]) -> Answer:
        self._customer(customer_id)
        cents = _cents(body.get("amount"))
        if not INTERVAL.match(str(body.get("interval", ""))):
            raise MollieError(422, "The interval is invalid", "interval")
        if not body.get("description"):
            raise MollieError(422, "The description is invalid", "description")
        mandate = self._valid_mandate(customer_id)
        if mandate is None:
            raise MollieError(422, "The customer has no valid mandate", "customerId")
        start = body.get("startDate") or date.today().isoformat()
        subscription_id = self._id("sub")
        subscription = {
            "resource": "subscription",
            "id": subscription_id,
            "mode": "test",
            "createdAt": _now(),
            "status": "active",
            "amount": _amount(cents),
            "times": body.get("times"),
            "timesRemaining": body.get("times"),
            "interval": body["interval"],
            "startDate": start,
            "nextPaymentDate": start,
            "description": body["description"],
            "method": body.get("method"),
            "mandateId": mandate["id"],
            "webhookUrl": body.get("webhookUrl"),
            "metadata": body.get("metadata"),
            "customerId": customer_id,
            "_links": {
                "self": self._link(f"customers/{customer_id}/subscriptions/{subscription_id}"),
                "customer": self._link(f"customers/{customer_id}"),
            },
        }
        self.subscriptions.setdefault(customer_id, {})[subscription_id] = subscription
        return 201, subscription

    def cancel_subscription(self, customer_id: str, subscription_id: str) -> Answer:
        subscription = self.subscriptions.get(customer_id, {}).get(subscription_id)
        if subscription is None:
            raise MollieError(404, f"No subscription exists with token {subscription_id}.")
        if subscription["status"] == "canceled":
            raise MollieError(422, "The subscription has been canceled")
        subscription.update(status="canceled", canceledAt=_now(), nextPaymentDate=None)
        return 200, subscription

    def update_subscription(
        self, customer_id: str, subscription_id: str, body: dict[str, Any]
    ) -> Answer:
        subscription = self.subscriptions.get(customer_id, {}).get(subscription_id)
        if subscription is None:
            raise MollieError(404, f"No subscription exists with token {subscription_id}.")
        if subscription["status"] != "active":
            raise MollieError(422, "The subscription is not active")
        if "amount" in body:
            subscription["amount"] = _amount(_cents(body["amount"]))
        if "interval" in body:
            if not INTERVAL.match(str(body["interval"])):
                raise MollieError(422, "The interval is invalid", "interval")
            subscription["interval"] = body["interval"]
        if "startDate" in body:
            if str(body["startDate"]) < date.today().isoformat():
                raise MollieError(422, "The start date is in the past", "startDate")
            subscription.update(startDate=body["startDate"], nextPaymentDate=body["startDate"])
        return 200, subscription

    def create_refund(self, payment_id: str, body: dict[str, Any]) -> Answer:
        _, payment = self.get_payment(payment_id)
        cents = _cents(body.get("amount"))
        if payment["status"] != "paid":
            raise MollieError(422, "The payment has not been paid yet")
        remaining = _value(payment["amountRemaining"])
        if cents > remaining:
            raise MollieError(422, "The amount is higher than the amount remaining", "amount")
        payment["amountRefunded"] = _amount(_value(payment["amountRefunded"]) + cents)
        payment["amountRemaining"] = _amount(remaining - cents)
        refund_id = self._id("re")
        refund = {
            "resource": "refund",
            "id": refund_id,
            "amount": _amount(cents),
            "status": "pending",
            "createdAt": _now(),
            "description": body.get("description", ""),
            "metadata": body.get("metadata"),
            "paymentId": payment_id,
            "_links": {
                "self": self._link(f"payments/{payment_id}/refunds/{refund_id}"),
                "payment": self._link(f"payments/{payment_id}"),
            },
        }
        self.refunds.setdefault(payment_id, []).append(refund)
        return 201, refund

    def listing(self, name: str, items: list[dict[str, Any]], path: str) -> Answer:
        return 200, {
            "count": len(items),
            "_embedded": {name: items},
            "_links": {"self": self._link(path), "previous": None, "next": None},
        }

    # --- routing -----------------------------------------------------------------------------
    def route(self, method: str, path: str, body: dict[str, Any]) -> Answer:
        parts = path.strip("/").split("/")
        if parts[:1] != ["v2"]:
            raise MollieError(404, "The resource does not exist")
        match method, parts[1:]:
            case "POST", ["payments"]:
                return self.create_payment(body)
            case "GET", ["payments"]:
                return self.listing("payments", list(self.payments.values()), "payments")
            case "GET", ["payments", payment_id]:
                return self.get_payment(payment_id)
            case "POST", ["payments", payment_id, "refunds"]:
                return self.create_refund(payment_id, body)
            case "POST", ["customers"]:
                return self.create_customer(body)
            case "GET", ["customers", customer_id]:
                return 200, self._customer(customer_id)
            case "POST", ["customers", customer_id, "payments"]:
                return self.create_payment(body, customer_id)
            case "POST", ["customers", customer_id, "mandates"]:
                self._customer(customer_id)
                return 201, self._mandate(customer_id, consumer=body.get("consumerName", ""))
            case "GET", ["customers", customer_id, "mandates"]:
                self._customer(customer_id)
                mandates = self.mandates.get(customer_id, [])
                return self.listing("mandates", mandates, f"customers/{customer_id}/mandates")
            case "POST", ["customers", customer_id, "subscriptions"]:
                return self.create_subscription(customer_id, body)
            case "PATCH", ["customers", customer_id, "subscriptions", subscription_id]:
                return self.update_subscription(customer_id, subscription_id, body)
            case "DELETE", ["customers", customer_id, "subscriptions", subscription_id]:
                return self.cancel_subscription(customer_id, subscription_id)
        raise MollieError(404, "The resource does not exist")

    def handle(self, method: str, path: str, headers: Any, raw: bytes) -> Reply:
        with self.lock:
            fault = self.faults[0] if self.faults else None
            if fault:
                fault.count -= 1
                if fault.count <= 0:
                    self.faults.pop(0)
                if fault.status:
                    body = error_body(fault.status, "Something went wrong")
                    return Reply(fault.status, GATEWAY_PAGE if fault.html else body)
            delay = fault.delay if fault else 0.0
            if headers.get("Authorization") != f"Bearer {self.api_key}":
                detail = "Missing authentication, or failed to authenticate"
                return Reply(401, error_body(401, detail), delay)
            # Mollie remembers a key with the request it came with: the same request again gets
            # the first answer, and nothing is done twice.
            key = headers.get("Idempotency-Key", "")
            remembered = (method, path, key)
            if key and method != "GET":
                self.seen_keys.append(key)
                if remembered in self.idempotent:
                    return Reply(*self.idempotent[remembered], delay=delay, replayed=True)
            try:
                answer = self.route(method, urlsplit(path).path, json.loads(raw or b"{}"))
            except MollieError as error:
                answer = error.status, error_body(error.status, error.detail, error.field)
            except ValueError:
                answer = 400, error_body(400, "The request body is not valid JSON")
            if key and method != "GET":
                self.idempotent[remembered] = answer
            return Reply(*answer, delay=delay)

    # --- the server --------------------------------------------------------------------------
    def start(self) -> None:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def _serve(self) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                reply = fake.handle(self.command, self.path, self.headers, raw)
                if reply.delay:  # the work is done; only the answer comes too late
                    fake.released.wait(reply.delay)
                html = isinstance(reply.body, str)
                data = (reply.body if html else json.dumps(reply.body)).encode()
                self.send_response(reply.status)
                self.send_header("Content-Type", "text/html" if html else "application/hal+json")
                self.send_header("Content-Length", str(len(data)))
                if reply.replayed:
                    self.send_header("Idempotent-Replayed", "true")
                self.end_headers()
                try:
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client stopped waiting: the timeout a test asked for

            do_GET = do_POST = do_DELETE = do_PATCH = _serve

            def log_message(self, format: str, *args: Any) -> None:
                pass  # keep test output quiet

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.05,), daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.released.set()  # a slow answer still waiting may go now
        self.server.shutdown()
        self.server.server_close()

    @property
    def url(self) -> str:
        """What MOLLIE_API_URL is set to."""
        return f"{self.base}/v2"
