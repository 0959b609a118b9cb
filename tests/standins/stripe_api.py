"""A local stand-in of Stripe's API over real HTTP, plus Stripe's webhook signing scheme."""

from __future__ import annotations

import asyncio
import copy
import hashlib
import hmac
import html
import json
import re
import secrets
import string
import threading
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any, ClassVar
from urllib.parse import parse_qsl, urlsplit

import httpx
import stripe
import uvicorn
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp
from uvicorn.protocols.http.h11_impl import H11Protocol

from doglicense.workers import listening_socket
from tests.httpkit import LOCAL_TLS

__all__ = [
    "ApiError",
    "BackgroundServer",
    "FakeStripe",
    "RecordedRequest",
    "deliver",
    "parse_form",
    "sign",
]

Params = dict[str, Any]
Handler = Callable[[Params, dict[str, str]], Params]
Endpoint = Callable[[Request], Awaitable[Response]]

WEBHOOK_USER_AGENT = "Stripe/1.0 (+https://stripe.com/docs/webhooks)"
SESSION_LIFETIME = 24 * 3600
MIN_SESSION_LIFETIME = 30 * 60
CLOCK_SLACK = 60
REFUND_REASONS = frozenset({"duplicate", "fraudulent", "requested_by_customer"})
SETTLED_REFUND_STATUSES = frozenset({"succeeded", "failed", "canceled"})
_ID_ALPHABET = string.ascii_letters + string.digits
_KEY_PART = re.compile(r"\[([^\[\]]*)\]")
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_CURRENCY = re.compile(r"^[a-z]{3}$")
# The Checkout page's languages, as Stripe's API reference lists them for `locale`.
_LOCALE_CODES = (
    "auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hr hu id it ja ko lt lv ms mt nb nl"
    " pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW"
)
CHECKOUT_LOCALES = frozenset(_LOCALE_CODES.split())

_SESSION_PARAMS = frozenset(
    {
        "after_expiration",
        "allow_promotion_codes",
        "automatic_tax",
        "billing_address_collection",
        "cancel_url",
        "client_reference_id",
        "consent_collection",
        "currency",
        "custom_fields",
        "custom_text",
        "customer",
        "customer_creation",
        "customer_email",
        "customer_update",
        "discounts",
        "expand",
        "expires_at",
        "invoice_creation",
        "line_items",
        "locale",
        "metadata",
        "mode",
        "payment_intent_data",
        "payment_method_collection",
        "payment_method_options",
        "payment_method_types",
        "phone_number_collection",
        "return_url",
        "submit_type",
        "success_url",
        "ui_mode",
    }
)
_LINE_ITEM_PARAMS = frozenset(
    {"adjustable_quantity", "dynamic_tax_rates", "price", "price_data", "quantity", "tax_rates"}
)
_PRICE_DATA_PARAMS = frozenset(
    {"currency", "product", "product_data", "recurring", "tax_behavior", "unit_amount"}
)
_PRODUCT_DATA_PARAMS = frozenset(
    {"description", "images", "metadata", "name", "tax_code", "unit_label"}
)
_REFUND_PARAMS = frozenset(
    {
        "amount",
        "charge",
        "expand",
        "instructions_email",
        "metadata",
        "payment_intent",
        "reason",
        "refund_application_fee",
        "reverse_transfer",
    }
)


# --------------------------------------------------------------------------- errors


class ApiError(Exception):
    """An error the stand-in answers in Stripe's `{"error": {...}}` shape."""

    def __init__(
        self,
        status: int,
        message: str,
        *,
        param: str | None = None,
        code: str | None = None,
        type_: str = "invalid_request_error",
        replayable: bool = False,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.param = param
        self.code = code
        self.type = type_
        # Stripe caches (and replays) results of requests that began executing,
        # but not of requests rejected up front (bad auth, invalid params).
        self.replayable = replayable

    def body(self) -> Params:
        error: Params = {"type": self.type, "message": self.message}
        if self.param is not None:
            error["param"] = self.param
        if self.code is not None:
            error["code"] = self.code
            error["doc_url"] = f"https://stripe.com/docs/error-codes/{self.code.replace('_', '-')}"
        return {"error": error}


def _missing(param: str) -> ApiError:
    return ApiError(400, f"Missing required param: {param}.", param=param, code="parameter_missing")


def _invalid(param: str, message: str, code: str = "parameter_invalid") -> ApiError:
    return ApiError(400, message, param=param, code=code)


def _no_such(kind: str, object_id: str, *, param: str | None = None) -> ApiError:
    # A missing object named in the URL is a 404; one named in a parameter is a 400.
    status = 400 if param else 404
    return ApiError(
        status, f"No such {kind}: '{object_id}'", param=param or "id", code="resource_missing"
    )


# --------------------------------------------------------------------------- form parsing


def parse_form(pairs: Iterable[tuple[str, str]]) -> Params:
    """Turns Stripe's bracket-notation form pairs into nested dicts and lists.

    `line_items[0][price_data][unit_amount]=500` becomes
    `{"line_items": [{"price_data": {"unit_amount": "500"}}]}`; values stay strings.
    Keys under `metadata` are never turned into list indexes.
    """
    root: Params = {}
    for key, value in pairs:
        _insert(root, _split_key(key), value, key)
    result = _listify(root)
    assert isinstance(result, dict)
    return result


def _split_key(key: str) -> list[str]:
    head, bracket, rest = key.partition("[")
    if not bracket:
        return [key]
    parts = _KEY_PART.findall("[" + rest)
    if not head or "".join(f"[{part}]" for part in parts) != "[" + rest:
        raise _invalid(key, f"Invalid parameter name: {key}")
    return [head, *parts]


def _insert(root: Params, parts: list[str], value: str, key: str) -> None:
    node = root
    for part in parts[:-1]:
        child = node.setdefault(part or str(len(node)), {})
        if not isinstance(child, dict):
            raise _invalid(key, f"Invalid parameter name: {key} (conflicts with a plain value)")
        node = child
    last = parts[-1] or str(len(node))
    if isinstance(node.get(last), dict):
        raise _invalid(key, f"Invalid parameter name: {key} (conflicts with a nested hash)")
    node[last] = value


def _listify(value: Any, *, keep_dict: bool = False) -> Any:
    if not isinstance(value, dict):
        return value
    items = {key: _listify(child, keep_dict=key == "metadata") for key, child in value.items()}
    if not keep_dict and items and all(key.isdigit() for key in items):
        return [items[key] for key in sorted(items, key=int)]
    return items


# --------------------------------------------------------------------------- parameter helpers


def _new_id(prefix: str, length: int = 24) -> str:
    return f"{prefix}_" + "".join(secrets.choice(_ID_ALPHABET) for _ in range(length))


def _reject_unknown(params: Params, allowed: frozenset[str], where: str = "") -> None:
    for key in params:
        if key not in allowed:
            name = f"{where}[{key}]" if where else key
            raise _invalid(name, f"Received unknown parameter: {name}", "parameter_unknown")


def _opt_str(
    params: Params, key: str, param: str | None = None, *, max_len: int = 5000
) -> str | None:
    value = params.get(key)
    if value is None or value == "":
        return None
    name = param or key
    if not isinstance(value, str):
        raise _invalid(name, f"Invalid string: {name}")
    if len(value) > max_len:
        raise _invalid(name, f"Invalid string: must be at most {max_len} characters ({name})")
    return value


def _req_str(params: Params, key: str, param: str | None = None) -> str:
    value = _opt_str(params, key, param)
    if value is None:
        raise _missing(param or key)
    return value


def _opt_int(params: Params, key: str, param: str | None = None, *, minimum: int = 0) -> int | None:
    raw = params.get(key)
    if raw is None or raw == "":
        return None
    name = param or key
    if not isinstance(raw, str) or not re.fullmatch(r"-?\d+", raw):
        raise _invalid(name, f"Invalid integer: {raw}", "parameter_invalid_integer")
    value = int(raw)
    if value < minimum:
        raise _invalid(name, f"This value must be greater than or equal to {minimum}.")
    return value


def _req_int(params: Params, key: str, param: str | None = None, *, minimum: int = 0) -> int:
    value = _opt_int(params, key, param, minimum=minimum)
    if value is None:
        raise _missing(param or key)
    return value


def _opt_dict(params: Params, key: str, param: str | None = None) -> Params:
    value = params.get(key)
    if value is None or value == "":
        return {}
    if not isinstance(value, dict):
        raise _invalid(param or key, f"Invalid object: {param or key}")
    return value


def _metadata(params: Params, param: str = "metadata") -> dict[str, str]:
    raw = _opt_dict(params, "metadata", param)
    out: dict[str, str] = {}
    for key, value in raw.items():
        name = f"{param}[{key}]"
        if not isinstance(value, str):
            raise _invalid(name, f"Invalid string: {name}")
        if len(key) > 40 or len(value) > 500:
            raise _invalid(name, "Metadata keys are at most 40 characters, values at most 500.")
        if value:
            out[key] = value
    if len(out) > 50:
        raise _invalid(param, "Metadata can have at most 50 keys.")
    return out


def _opt_url(params: Params, key: str) -> str | None:
    value = _opt_str(params, key)
    if value is not None:
        parts = urlsplit(value)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise _invalid(key, "Not a valid URL", "url_invalid")
    return value


def _currency(params: Params, param: str) -> str:
    value = _req_str(params, "currency", param).lower()
    if not _CURRENCY.match(value):
        raise _invalid(param, f"Invalid currency: {value}")
    return value


def _expand_paths(params: Params) -> list[str]:
    raw = params.get("expand", [])
    paths = [raw] if isinstance(raw, str) else raw
    if not isinstance(paths, list) or not all(isinstance(path, str) for path in paths):
        raise _invalid("expand", "Invalid array: expand")
    return paths


def _money(amount: int, currency: str) -> str:
    if currency == "usd":
        return f"${amount / 100:,.2f}"
    return f"{amount / 100:,.2f} {currency.upper()}"


# --------------------------------------------------------------------------- webhook signing


def sign(payload: bytes, secret: str, *, timestamp: int | None = None) -> str:
    """Returns a `Stripe-Signature` header: `t=<ts>,v1=<hex HMAC-SHA256 of "<ts>.<payload>">`."""
    ts = int(time.time()) if timestamp is None else timestamp
    mac = hmac.new(secret.encode("utf-8"), f"{ts}.".encode() + payload, hashlib.sha256)
    return f"t={ts},v1={mac.hexdigest()}"


def deliver(
    event: Params, url: str, secret: str, *, timestamp: int | None = None
) -> httpx.Response:
    """POSTs `event` as Stripe does: pretty-printed JSON signed in a `Stripe-Signature` header."""
    payload = json.dumps(event, indent=2).encode("utf-8")
    headers = {
        "Content-Type": "application/json; charset=utf-8",
        "Stripe-Signature": sign(payload, secret, timestamp=timestamp),
        "User-Agent": WEBHOOK_USER_AGENT,
    }
    with httpx.Client(verify=LOCAL_TLS, timeout=10.0, trust_env=False) as client:
        return client.post(url, content=payload, headers=headers)


# --------------------------------------------------------------------------- HTTP server


class BackgroundServer:
    """Serves an ASGI app with uvicorn on 127.0.0.1 (a free port) in a daemon thread."""

    def __init__(self, app: ASGIApp, *, http: type[asyncio.Protocol] = H11Protocol) -> None:
        self._app = app
        self._http = http
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._port: int | None = None

    @property
    def url(self) -> str:
        if self._port is None:
            raise RuntimeError("the server is not started")
        return f"http://127.0.0.1:{self._port}"

    def start(self, timeout: float = 10.0) -> None:
        if self._thread is not None:
            raise RuntimeError("the server is already started")
        sock = listening_socket("127.0.0.1", 0)  # TCP by name: Nagle off (doglicense/workers.py)
        self._port = sock.getsockname()[1]
        config = uvicorn.Config(
            self._app,
            http=self._http,
            ws="none",
            lifespan="off",
            log_config=None,
            log_level="warning",
            access_log=False,
            timeout_graceful_shutdown=2,
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [sock]}, daemon=True, name=self.url
        )
        self._thread.start()
        self._wait_started(timeout)

    def _wait_started(self, timeout: float) -> None:
        assert self._server is not None and self._thread is not None
        deadline = time.monotonic() + timeout
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("uvicorn did not start")
            time.sleep(0.01)

    def stop(self, timeout: float = 10.0) -> None:
        if self._server is None or self._thread is None:
            return
        self._server.should_exit = True
        self._thread.join(timeout)
        if self._thread.is_alive():
            raise RuntimeError(f"the server thread for {self.url} did not stop")
        self._server = None
        self._thread = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()


class _GatedH11Protocol(H11Protocol):
    """An HTTP/1.1 protocol that drops every connection while its `gate` is set."""

    gate: ClassVar[threading.Event]

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if self.gate.is_set():
            transport.abort()

    def data_received(self, data: bytes) -> None:
        if self.gate.is_set():
            self.transport.abort()
            return
        super().data_received(data)


def _gated_protocol(gate: threading.Event) -> type[asyncio.Protocol]:
    return type("GatedH11Protocol", (_GatedH11Protocol,), {"gate": gate})


# --------------------------------------------------------------------------- the fake


@dataclass(frozen=True)
class RecordedRequest:
    """One API request the fake answered (failures and auth errors included)."""

    method: str
    path: str
    params: Params
    idempotency_key: str | None
    status: int


@dataclass
class _Answer:
    status: int
    body: bytes
    headers: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class _Saved:
    fingerprint: str
    answer: _Answer
    request_id: str


@dataclass
class _Failure:
    path_prefix: str
    status: int
    times: int


def _json_answer(status: int, body: Params) -> _Answer:
    return _Answer(status, json.dumps(body, indent=2).encode("utf-8"))


def _api_key(authorization: str | None) -> str:
    scheme, _, key = (authorization or "").partition(" ")
    if scheme.lower() != "bearer" or not key.strip():
        raise ApiError(
            401,
            "You did not provide an API key. You need to provide your API key in the "
            "Authorization header, using Bearer auth "
            "(e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        )
    key = key.strip()
    if not key.startswith("sk_test_"):
        raise ApiError(
            401,
            f"Invalid API Key provided: {key[:8]}****{key[-4:]} "
            "(FakeStripe accepts only test-mode secret keys, sk_test_...)",
        )
    return key


class FakeStripe:
    """A stand-in of Stripe's API (Checkout Sessions, PaymentIntents, Refunds) for tests.

    Point the SDK at `url`: `stripe.StripeClient("sk_test_x", base_addresses={"api": url})`
    or `stripe.api_base = url`. Test-side controls are thread-safe Python methods.
    """

    api_version: str = stripe.api_version

    def __init__(
        self,
        *,
        webhook_url: str | None = None,
        webhook_secret: str | None = None,
        refunds_settle_immediately: bool = False,
    ) -> None:
        self.webhook_url = webhook_url
        self.webhook_secret = webhook_secret
        self.refunds_settle_immediately = refunds_settle_immediately
        self.sessions: dict[str, Params] = {}
        self.payment_intents: dict[str, Params] = {}
        self.charges: dict[str, Params] = {}
        self.refunds: dict[str, Params] = {}
        self.events: list[Params] = []
        self.requests: list[RecordedRequest] = []
        self.deliveries: list[tuple[Params, httpx.Response]] = []
        self._line_items: dict[str, list[Params]] = {}
        self._intent_data: dict[str, Params] = {}
        self._saved: dict[tuple[str, str], _Saved] = {}
        self._failures: list[_Failure] = []
        self._hangs: dict[str, float] = {}  # path prefix -> seconds every such request waits
        self._released = threading.Event()
        self.hung: list[str] = []  # the paths of requests that waited
        self.last_hung_at = 0.0  # time.monotonic() when the latest of them came in
        self._lock = threading.RLock()
        self._unreachable = threading.Event()
        self._server = BackgroundServer(self._build_app(), http=_gated_protocol(self._unreachable))

    # ----------------------------------------------------------------- lifecycle

    @property
    def url(self) -> str:
        """`http://127.0.0.1:PORT` once started."""
        return self._server.url

    def start(self) -> FakeStripe:
        self._server.start()
        return self

    def stop(self) -> None:
        self._server.stop()

    @property
    def running(self) -> bool:
        return self._server.running

    def __enter__(self) -> FakeStripe:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    # ----------------------------------------------------------------- test-side controls

    def set_unreachable(self, unreachable: bool = True) -> None:
        """While set, every connection is dropped without a response (the SDK raises
        `stripe.APIConnectionError`, which it treats as retryable)."""
        if unreachable:
            self._unreachable.set()
        else:
            self._unreachable.clear()

    def fail_next(self, path_prefix: str, status: int = 500, *, times: int = 1) -> None:
        """Answers the next `times` API requests whose path starts with `path_prefix` with
        `status`, before auth and idempotency (so an SDK retry of a 5xx can succeed)."""
        with self._lock:
            self._failures.append(_Failure(path_prefix, status, times))

    def hang(self, path_prefix: str, *, seconds: float = 45.0) -> None:
        """A slow Stripe: every API request whose path starts with `path_prefix` waits `seconds`
        (or until `release()`) before it is carried out and answered, as Stripe would."""
        with self._lock:
            self._released.clear()
            self._hangs[path_prefix] = seconds

    def release(self) -> None:
        """Requests still waiting are answered now; new ones are answered at once."""
        with self._lock:
            self._hangs.clear()
            self._released.set()

    async def holding(self, count: int, *, seconds: float = 10.0) -> None:
        """Wait (in the test's loop) until `count` requests in all have been held by a hang."""
        deadline = time.monotonic() + seconds
        while len(self.hung) < count:
            if time.monotonic() > deadline:
                raise AssertionError(f"Stripe held {len(self.hung)} requests, not {count}")
            await asyncio.sleep(0.01)

    async def _wait_if_hung(self, path: str) -> None:
        with self._lock:
            seconds = next((s for p, s in self._hangs.items() if path.startswith(p)), None)
            if seconds is not None:
                self.hung.append(path)
                self.last_hung_at = time.monotonic()
        if seconds is None:
            return
        # In a worker thread: the server's loop keeps answering other requests meanwhile.
        await run_in_threadpool(self._released.wait, seconds)

    def event(
        self, type_: str, obj: Params, *, previous_attributes: Params | None = None
    ) -> Params:
        """Builds (and records in `events`) an Event whose `data.object` is a copy of `obj`."""
        data: Params = {"object": copy.deepcopy(obj)}
        if previous_attributes is not None:
            data["previous_attributes"] = previous_attributes
        event: Params = {
            "id": _new_id("evt"),
            "object": "event",
            "api_version": self.api_version,
            "created": int(time.time()),
            "data": data,
            "livemode": False,
            "pending_webhooks": 1 if self.webhook_url else 0,
            "request": {"id": None, "idempotency_key": None},
            "type": type_,
        }
        with self._lock:
            self.events.append(event)
        return event

    def pay(self, session_id: str, *, amount: int | None = None) -> Params:
        """Completes an open session as paid and returns its `checkout.session.completed` event."""
        with self._lock:
            session = self._open_session(session_id)
            received = session["amount_total"] if amount is None else amount
            if received <= 0:
                raise ValueError("amount must be positive")
            intent = self._new_payment(session, received)
            session.update(
                status="complete",
                payment_status="paid",
                payment_intent=intent["id"],
                url=None,
                customer_details={
                    "email": session["customer_email"] or "payer@example.com",
                    "name": "Test Payer",
                    "phone": None,
                    "address": None,
                    "tax_exempt": "none",
                    "tax_ids": [],
                },
            )
            event = self.event("checkout.session.completed", session)
        self._auto_deliver(event)
        return event

    def expire(self, session_id: str) -> Params:
        """Expires an open session and returns its `checkout.session.expired` event."""
        with self._lock:
            session = self._open_session(session_id)
            self._mark_expired(session)
            event = self.event("checkout.session.expired", session)
        self._auto_deliver(event)
        return event

    def settle_refund(self, refund_id: str, status: str = "succeeded") -> Params:
        """Moves a pending refund to `status` and returns its `refund.updated` event."""
        if status not in SETTLED_REFUND_STATUSES:
            raise ValueError(f"status must be one of {sorted(SETTLED_REFUND_STATUSES)}")
        with self._lock:
            refund = self.refunds[refund_id]
            if refund["status"] != "pending":
                raise ValueError(f"refund {refund_id} is {refund['status']}, not pending")
            refund["status"] = status
            if status != "succeeded":
                self._give_back(refund)
            event = self.event("refund.updated", refund, previous_attributes={"status": "pending"})
        self._auto_deliver(event)
        return event

    def refund_in_dashboard(
        self, payment_intent: str, *, amount: int | None = None
    ) -> list[Params]:
        """A refund made by hand in Stripe's dashboard (no metadata of ours): returns its
        `refund.created` and `charge.refunded` events, delivered when set up."""
        with self._lock:
            intent, charge = self._refund_target({"payment_intent": payment_intent})
            remaining = charge["amount_captured"] - charge["amount_refunded"]
            refund = self._refund_object({}, intent, charge, amount or remaining)
            self.refunds[refund["id"]] = refund
            charge["amount_refunded"] += refund["amount"]
            charge["refunded"] = charge["amount_refunded"] >= charge["amount_captured"]
            mine = [r for r in self.refunds.values() if r["charge"] == charge["id"]]
            listed = {**charge, "refunds": {"object": "list", "data": mine, "has_more": False}}
            events = [self.event("refund.created", refund), self.event("charge.refunded", listed)]
        for event in events:
            self._auto_deliver(event)
        return events

    def _open_session(self, session_id: str) -> Params:
        session = self.sessions[session_id]
        if session["status"] != "open":
            raise ValueError(f"session {session_id} is {session['status']}, not open")
        return session

    def _auto_deliver(self, event: Params) -> None:
        if self.webhook_url and self.webhook_secret:
            response = deliver(event, self.webhook_url, self.webhook_secret)
            with self._lock:
                self.deliveries.append((event, response))

    # ----------------------------------------------------------------- the ASGI app

    def _build_app(self) -> Starlette:
        api = self._endpoint
        routes = [
            Route("/v1/checkout/sessions", api(self._create_session), methods=["POST"]),
            Route("/v1/checkout/sessions/{id}", api(self._get_session), methods=["GET"]),
            Route("/v1/checkout/sessions/{id}/expire", api(self._expire_session), methods=["POST"]),
            Route(
                "/v1/checkout/sessions/{id}/line_items",
                api(self._list_line_items),
                methods=["GET"],
            ),
            Route("/v1/refunds", api(self._create_refund), methods=["POST"]),
            Route("/v1/refunds/{id}", api(self._get_refund), methods=["GET"]),
            Route("/v1/payment_intents/{id}", api(self._get_payment_intent), methods=["GET"]),
            Route("/v1/charges/{id}", api(self._get_charge), methods=["GET"]),
            Route("/v1/events/{id}", api(self._get_event), methods=["GET"]),
            Route("/pay/{id}", self._pay_page, methods=["GET"]),
            Route("/pay/{id}", self._pay_submit, methods=["POST"]),
            Route(
                "/{path:path}",
                api(self._unrecognized),
                methods=["GET", "POST", "DELETE", "PUT", "PATCH"],
            ),
        ]
        return Starlette(routes=routes)

    def _endpoint(self, handler: Handler) -> Endpoint:
        async def endpoint(request: Request) -> Response:
            body = await request.body()
            await self._wait_if_hung(request.url.path)
            answer = self._answer(request, body, handler)
            return Response(answer.body, answer.status, answer.headers, "application/json")

        return endpoint

    def _answer(self, request: Request, body: bytes, handler: Handler) -> _Answer:
        pairs = [*parse_qsl(request.url.query, keep_blank_values=True)]
        pairs += parse_qsl(body.decode("utf-8", "replace"), keep_blank_values=True)
        key = request.headers.get("idempotency-key") if request.method == "POST" else None
        with self._lock:
            try:
                params = parse_form(pairs)
            except ApiError as exc:
                params, answer = {}, _json_answer(exc.status, exc.body())
            else:
                answer = self._execute(request, params, key, handler)
            self.requests.append(
                RecordedRequest(request.method, request.url.path, params, key, answer.status)
            )
        request_id = _new_id("req", 14)
        answer.headers.setdefault("Request-Id", request_id)
        answer.headers["Stripe-Version"] = request.headers.get("stripe-version", self.api_version)
        if key:
            answer.headers["Idempotency-Key"] = key
        return answer

    def _execute(
        self, request: Request, params: Params, key: str | None, handler: Handler
    ) -> _Answer:
        failure = self._take_failure(request.url.path)
        if failure is not None:
            return failure
        try:
            api_key = _api_key(request.headers.get("authorization"))
        except ApiError as exc:
            return _json_answer(exc.status, exc.body())
        fingerprint = json.dumps([request.method, request.url.path, params], sort_keys=True)
        if key:
            saved = self._saved.get((api_key, key))
            if saved is not None:
                return self._replay(saved, fingerprint, key)
        try:
            answer, replayable = _json_answer(200, handler(params, request.path_params)), True
        except ApiError as exc:
            answer, replayable = _json_answer(exc.status, exc.body()), exc.replayable
        if key and replayable:
            answer.headers["Request-Id"] = _new_id("req", 14)
            self._saved[(api_key, key)] = _Saved(fingerprint, answer, answer.headers["Request-Id"])
        return answer

    @staticmethod
    def _replay(saved: _Saved, fingerprint: str, key: str) -> _Answer:
        if saved.fingerprint != fingerprint:
            error = ApiError(
                400,
                "Keys for idempotent requests can only be used with the same parameters they "
                f"were first used with. Try using a key other than '{key}' if you meant to "
                "execute a different request.",
                type_="idempotency_error",
            )
            return _json_answer(error.status, error.body())
        headers = {"Idempotent-Replayed": "true", "Original-Request": saved.request_id}
        return _Answer(saved.answer.status, saved.answer.body, headers)

    def _take_failure(self, path: str) -> _Answer | None:
        for failure in self._failures:
            if path.startswith(failure.path_prefix):
                failure.times -= 1
                if failure.times <= 0:
                    self._failures.remove(failure)
                return _injected_failure(failure.status)
        return None

    # ----------------------------------------------------------------- checkout sessions

    def _create_session(self, params: Params, _path: dict[str, str]) -> Params:
        _reject_unknown(params, _SESSION_PARAMS)
        mode = _req_str(params, "mode")
        if mode != "payment":
            raise _invalid("mode", f"FakeStripe supports only mode=payment, not {mode!r}.")
        created = int(time.time())
        items = _line_items(params.get("line_items"))
        currency = _one_currency(items)
        total = sum(item["amount_total"] for item in items)
        if currency == "usd" and total < 50:
            raise _invalid(
                "line_items",
                "The Checkout Session's total amount due must add up to at least $0.50 usd",
            )
        session = self._session_object(params, created, currency, total)
        self.sessions[session["id"]] = session
        self._line_items[session["id"]] = items
        self._intent_data[session["id"]] = _opt_dict(params, "payment_intent_data")
        return self._expanded(session, params)

    def _session_object(self, params: Params, created: int, currency: str, total: int) -> Params:
        session_id = _new_id("cs_test", 58)
        return {
            "id": session_id,
            "object": "checkout.session",
            "amount_subtotal": total,
            "amount_total": total,
            "cancel_url": _opt_url(params, "cancel_url"),
            "client_reference_id": _opt_str(params, "client_reference_id", max_len=200),
            "created": created,
            "currency": currency,
            "customer": None,
            "customer_details": None,
            "customer_email": _email(params),
            "expires_at": _expires_at(params, created),
            "livemode": False,
            "locale": _locale(params),
            "metadata": _metadata(params),
            "mode": "payment",
            "payment_intent": None,
            "payment_method_types": ["card"],
            "payment_status": "unpaid",
            "status": "open",
            "submit_type": _opt_str(params, "submit_type"),
            "success_url": _opt_url(params, "success_url"),
            "total_details": {"amount_discount": 0, "amount_shipping": 0, "amount_tax": 0},
            "ui_mode": "hosted",
            "url": f"{self.url}/pay/{session_id}",
        }

    def _get_session(self, params: Params, path: dict[str, str]) -> Params:
        return self._expanded(self._session(path["id"]), params)

    def _expire_session(self, params: Params, path: dict[str, str]) -> Params:
        session = self._session(path["id"])
        if session["status"] != "open":
            raise ApiError(
                400,
                f'Only Checkout Sessions with a status in ["open"] can be expired. '
                f"This Checkout Session has a status of {session['status']!r}.",
                replayable=True,
            )
        self._mark_expired(session)
        return self._expanded(session, params)

    def _list_line_items(self, params: Params, path: dict[str, str]) -> Params:
        self._session(path["id"])
        limit = _opt_int(params, "limit", minimum=1)
        return self._line_item_list(path["id"], limit or 10, _opt_str(params, "starting_after"))

    def _line_item_list(self, session_id: str, limit: int, starting_after: str | None) -> Params:
        items = self._line_items[session_id]
        start = 0
        if starting_after is not None:
            ids = [item["id"] for item in items]
            if starting_after not in ids:
                raise _no_such("line item", starting_after, param="starting_after")
            start = ids.index(starting_after) + 1
        page = items[start : start + min(limit, 100)]
        return {
            "object": "list",
            "data": copy.deepcopy(page),
            "has_more": start + len(page) < len(items),
            "url": f"/v1/checkout/sessions/{session_id}/line_items",
        }

    def _session(self, session_id: str) -> Params:
        session = self.sessions.get(session_id)
        if session is None:
            raise _no_such("checkout.session", session_id)
        return session

    @staticmethod
    def _mark_expired(session: Params) -> None:
        session.update(status="expired", url=None)

    # ----------------------------------------------------------------- payments

    def _new_payment(self, session: Params, received: int) -> Params:
        intent_id, charge_id = _new_id("pi"), _new_id("ch")
        intent_data = self._intent_data.get(session["id"], {})
        now = int(time.time())
        intent: Params = {
            "id": intent_id,
            "object": "payment_intent",
            "amount": session["amount_total"],
            "amount_received": received,
            "capture_method": "automatic_async",
            "created": now,
            "currency": session["currency"],
            "description": intent_data.get("description"),
            "latest_charge": charge_id,
            "livemode": False,
            "metadata": _metadata(intent_data, "payment_intent_data[metadata]"),
            "payment_method_types": ["card"],
            "receipt_email": session["customer_email"],
            "status": "succeeded",
        }
        self.payment_intents[intent_id] = intent
        self.charges[charge_id] = _charge_object(charge_id, intent, received, now)
        return intent

    def _get_payment_intent(self, params: Params, path: dict[str, str]) -> Params:
        intent = self.payment_intents.get(path["id"])
        if intent is None:
            raise _no_such("payment_intent", path["id"])
        return self._expanded(intent, params)

    def _get_charge(self, params: Params, path: dict[str, str]) -> Params:
        charge = self.charges.get(path["id"])
        if charge is None:
            raise _no_such("charge", path["id"])
        return self._expanded(charge, params)

    def _get_event(self, _params: Params, path: dict[str, str]) -> Params:
        for event in self.events:
            if event["id"] == path["id"]:
                return copy.deepcopy(event)
        raise _no_such("event", path["id"])

    # ----------------------------------------------------------------- refunds

    def _create_refund(self, params: Params, _path: dict[str, str]) -> Params:
        _reject_unknown(params, _REFUND_PARAMS)
        intent, charge = self._refund_target(params)
        currency = charge["currency"]
        remaining = charge["amount_captured"] - charge["amount_refunded"]
        if remaining <= 0:
            raise ApiError(
                400,
                f"Charge {charge['id']} has already been refunded.",
                code="charge_already_refunded",
                replayable=True,
            )
        amount = _opt_int(params, "amount", minimum=1)
        if amount is not None and amount > remaining:
            raise ApiError(
                400,
                f"Refund amount ({_money(amount, currency)}) is greater than unrefunded amount "
                f"on charge ({_money(remaining, currency)})",
                param="amount",
                code="amount_too_large",
                replayable=True,
            )
        refund = self._refund_object(params, intent, charge, amount or remaining)
        self.refunds[refund["id"]] = refund
        charge["amount_refunded"] += refund["amount"]
        charge["refunded"] = charge["amount_refunded"] >= charge["amount_captured"]
        return self._expanded(refund, params)

    def _refund_target(self, params: Params) -> tuple[Params, Params]:
        intent_id, charge_id = _opt_str(params, "payment_intent"), _opt_str(params, "charge")
        if intent_id is None and charge_id is None:
            raise ApiError(
                400,
                "One of the following params should be provided for this request: "
                "payment_intent or charge.",
                code="parameter_missing",
            )
        if intent_id is None:
            assert charge_id is not None
            charge = self.charges.get(charge_id)
            if charge is None:
                raise _no_such("charge", charge_id, param="charge")
            return self.payment_intents[charge["payment_intent"]], charge
        intent = self.payment_intents.get(intent_id)
        if intent is None:
            raise _no_such("payment_intent", intent_id, param="payment_intent")
        if intent["status"] != "succeeded" or not intent.get("latest_charge"):
            raise ApiError(
                400,
                f"This PaymentIntent ({intent_id}) does not have a successful charge to refund.",
                param="payment_intent",
                code="charge_not_refundable",
                replayable=True,
            )
        charge = self.charges[intent["latest_charge"]]
        if charge_id is not None and charge_id != charge["id"]:
            raise _invalid("charge", f"Charge {charge_id} does not belong to {intent_id}.")
        return intent, charge

    def _refund_object(self, params: Params, intent: Params, charge: Params, amount: int) -> Params:
        reason = _opt_str(params, "reason")
        if reason is not None and reason not in REFUND_REASONS:
            raise _invalid(
                "reason",
                "Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer",
            )
        return {
            "id": _new_id("re"),
            "object": "refund",
            "amount": amount,
            "balance_transaction": None,
            "charge": charge["id"],
            "created": int(time.time()),
            "currency": charge["currency"],
            "metadata": _metadata(params),
            "payment_intent": intent["id"],
            "reason": reason,
            "receipt_number": None,
            "source_transfer_reversal": None,
            "status": "succeeded" if self.refunds_settle_immediately else "pending",
            "transfer_reversal": None,
        }

    def _get_refund(self, params: Params, path: dict[str, str]) -> Params:
        refund = self.refunds.get(path["id"])
        if refund is None:
            raise _no_such("refund", path["id"])
        return self._expanded(refund, params)

    def _give_back(self, refund: Params) -> None:
        charge = self.charges[refund["charge"]]
        charge["amount_refunded"] -= refund["amount"]
        charge["refunded"] = False
        if refund["status"] == "failed":
            refund["failure_reason"] = "unknown"

    # ----------------------------------------------------------------- expansion

    def _expanded(self, obj: Params, params: Params) -> Params:
        out = copy.deepcopy(obj)
        for path in _expand_paths(params):
            self._expand(out, path.split("."), path)
        return out

    def _expand(self, obj: Params, parts: list[str], path: str) -> None:
        name, rest = parts[0], parts[1:]
        if (obj.get("object"), name) == ("checkout.session", "line_items") and not rest:
            obj["line_items"] = self._line_item_list(obj["id"], 100, None)
            return
        value = obj.get(name)
        if isinstance(value, str):
            value = obj[name] = copy.deepcopy(self._lookup(value))
        if value is None and name in obj:
            return
        if not isinstance(value, dict):
            raise _invalid("expand", f"This property cannot be expanded ({path}).")
        if rest:
            self._expand(value, rest, path)

    def _lookup(self, object_id: str) -> Params | None:
        stores = {
            "pi": self.payment_intents,
            "ch": self.charges,
            "re": self.refunds,
            "cs": self.sessions,
        }
        store = stores.get(object_id.split("_", 1)[0])
        return None if store is None else store.get(object_id)

    def _unrecognized(self, _params: Params, path: dict[str, str]) -> Params:
        raise ApiError(
            404,
            f"Unrecognized request URL (/{path['path']}). FakeStripe implements only the "
            "Checkout Session, PaymentIntent, Charge, Refund and Event calls the service uses.",
        )

    # ----------------------------------------------------------------- hosted payment page

    async def _pay_page(self, request: Request) -> Response:
        session_id = request.path_params["id"]
        with self._lock:
            session = copy.deepcopy(self.sessions.get(session_id))
            items = copy.deepcopy(self._line_items.get(session_id, []))
        if session is None:
            return HTMLResponse("<!doctype html><title>Not found</title><p>No such session.", 404)
        return HTMLResponse(_pay_page_html(session, items))

    async def _pay_submit(self, request: Request) -> Response:
        session_id = request.path_params["id"]
        try:
            # In a worker thread: the webhook receiver may call back into this server.
            event = await run_in_threadpool(self.pay, session_id)
        except KeyError:
            return HTMLResponse("<!doctype html><title>Not found</title><p>No such session.", 404)
        except ValueError as exc:
            return HTMLResponse(
                f"<!doctype html><title>Cannot pay</title><p>{html.escape(str(exc))}", 400
            )
        session = event["data"]["object"]
        if not session["success_url"]:
            return HTMLResponse("<!doctype html><title>Paid</title><p>Payment complete.")
        target = session["success_url"].replace("{CHECKOUT_SESSION_ID}", session_id)
        return RedirectResponse(target, status_code=303)


# --------------------------------------------------------------------------- object builders


def _line_items(raw: Any) -> list[Params]:
    if raw is None or raw == "":
        raise _missing("line_items")
    if not isinstance(raw, list) or not raw:
        raise _invalid("line_items", "Invalid array: line_items")
    if len(raw) > 100:
        raise _invalid("line_items", "A Checkout Session can have at most 100 line items.")
    return [_line_item(item, index) for index, item in enumerate(raw)]


def _line_item(raw: Any, index: int) -> Params:
    where = f"line_items[{index}]"
    if not isinstance(raw, dict):
        raise _invalid(where, f"Invalid object: {where}")
    _reject_unknown(raw, _LINE_ITEM_PARAMS, where)
    if "price" in raw:
        raise _no_such("price", str(raw["price"]), param=f"{where}[price]")
    price_data = raw.get("price_data")
    if not isinstance(price_data, dict):
        raise _missing(f"{where}[price_data]")
    price, name = _price(price_data, f"{where}[price_data]")
    quantity = _req_int(raw, "quantity", f"{where}[quantity]", minimum=1)
    amount = price["unit_amount"] * quantity
    return {
        "id": _new_id("li"),
        "object": "item",
        "amount_discount": 0,
        "amount_subtotal": amount,
        "amount_tax": 0,
        "amount_total": amount,
        "currency": price["currency"],
        "description": name,
        "price": price,
        "quantity": quantity,
    }


def _price(price_data: Params, where: str) -> tuple[Params, str]:
    _reject_unknown(price_data, _PRICE_DATA_PARAMS, where)
    if "product" in price_data:
        raise _no_such("product", str(price_data["product"]), param=f"{where}[product]")
    product = price_data.get("product_data")
    if not isinstance(product, dict):
        raise _missing(f"{where}[product_data]")
    _reject_unknown(product, _PRODUCT_DATA_PARAMS, f"{where}[product_data]")
    name = _req_str(product, "name", f"{where}[product_data][name]")
    price = {
        "id": _new_id("price"),
        "object": "price",
        "active": False,
        "currency": _currency(price_data, f"{where}[currency]"),
        "livemode": False,
        "product": _new_id("prod", 14),
        "type": "one_time",
        "unit_amount": _req_int(price_data, "unit_amount", f"{where}[unit_amount]"),
    }
    return price, name


def _one_currency(items: list[Params]) -> str:
    currencies = {item["currency"] for item in items}
    if len(currencies) > 1:
        raise _invalid("line_items", "All line items must use the same currency.")
    return str(currencies.pop())


def _email(params: Params) -> str | None:
    email = _opt_str(params, "customer_email", max_len=800)
    if email is not None and not _EMAIL.match(email):
        raise _invalid("customer_email", f"Invalid email address: {email}", "email_invalid")
    return email


def _locale(params: Params) -> str | None:
    locale = _opt_str(params, "locale")
    if locale is not None and locale not in CHECKOUT_LOCALES:
        raise _invalid(
            "locale", f"Invalid locale: must be one of {', '.join(sorted(CHECKOUT_LOCALES))}"
        )
    return locale


def _expires_at(params: Params, created: int) -> int:
    expires_at = _opt_int(params, "expires_at")
    if expires_at is None:
        return created + SESSION_LIFETIME
    if expires_at < created + MIN_SESSION_LIFETIME - CLOCK_SLACK:
        raise _invalid(
            "expires_at",
            "The `expires_at` timestamp must be at least 30 minutes "
            "from Checkout Session creation.",
        )
    if expires_at > created + SESSION_LIFETIME + CLOCK_SLACK:
        raise _invalid(
            "expires_at",
            "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.",
        )
    return expires_at


def _charge_object(charge_id: str, intent: Params, amount: int, created: int) -> Params:
    return {
        "id": charge_id,
        "object": "charge",
        "amount": amount,
        "amount_captured": amount,
        "amount_refunded": 0,
        "captured": True,
        "created": created,
        "currency": intent["currency"],
        "livemode": False,
        "metadata": dict(intent["metadata"]),
        "paid": True,
        "payment_intent": intent["id"],
        "receipt_email": intent["receipt_email"],
        "refunded": False,
        "status": "succeeded",
    }


def _injected_failure(status: int) -> _Answer:
    if status == 429:
        error = ApiError(429, "Too many requests (injected by FakeStripe).", code="rate_limit")
    elif status >= 500:
        error = ApiError(status, "Internal error (injected by FakeStripe).", type_="api_error")
    else:
        error = ApiError(status, "Request failed (injected by FakeStripe).")
    return _json_answer(error.status, error.body())


def _pay_page_html(session: Params, items: list[Params]) -> str:
    currency = session["currency"]
    rows = "".join(
        f"<li>{html.escape(item['description'])} × {item['quantity']}: "
        f"{html.escape(_money(item['amount_total'], currency))}</li>"
        for item in items
    )
    session_id = html.escape(session["id"])
    if session["status"] == "open":
        action = (
            f'<form method="post" action="/pay/{session_id}">'
            '<button type="submit" id="pay">Pay</button></form>'
        )
    else:
        action = f"<p>This Checkout Session is {html.escape(session['status'])}.</p>"
    cancel = ""
    if session["cancel_url"]:
        cancel = f'<p><a id="cancel" href="{html.escape(session["cancel_url"])}">Cancel</a></p>'
    total = html.escape(_money(session["amount_total"], currency))
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        "<title>FakeStripe Checkout</title></head><body>"
        f"<h1>Pay {total}</h1><ul>{rows}</ul>{action}{cancel}</body></html>"
    )
