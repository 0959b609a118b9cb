"""The Stripe stand-in, exercised through the real `stripe` SDK over real HTTP."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
import stripe
from standins.stripe_api import (
    ApiError,
    BackgroundServer,
    FakeStripe,
    deliver,
    parse_form,
    sign,
)
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route

from tests.httpkit import LOCAL_TLS

API_KEY = "sk_test_doglicense"
SECRET = "whsec_test_doglicense"
SUCCESS_URL = "https://licenses.example.test/paid?session={CHECKOUT_SESSION_ID}"
CANCEL_URL = "https://licenses.example.test/cancelled"


def _item(name: str, cents: int, quantity: int = 1) -> dict[str, Any]:
    return {
        "price_data": {"currency": "usd", "unit_amount": cents, "product_data": {"name": name}},
        "quantity": quantity,
    }


def _session_params(**overrides: Any) -> dict[str, Any]:
    params: dict[str, Any] = {
        "mode": "payment",
        "line_items": [_item("Dog license (spayed)", 1000), _item("Late fee", 500)],
        "client_reference_id": "12",
        "metadata": {"record_id": "12"},
        "success_url": SUCCESS_URL,
        "cancel_url": CANCEL_URL,
    }
    params.update(overrides)
    return params


class WebhookReceiver:
    """A webhook endpoint that verifies signatures with the real SDK and records events."""

    def __init__(self, secret: str) -> None:
        self.secret = secret
        self.events: list[stripe.Event] = []
        self.on_event: Callable[[stripe.Event], Any] | None = None
        app = Starlette(routes=[Route("/stripe/webhook", self._receive, methods=["POST"])])
        self.server = BackgroundServer(app)

    @property
    def url(self) -> str:
        return f"{self.server.url}/stripe/webhook"

    async def _receive(self, request: Request) -> Response:
        payload = await request.body()
        signature = request.headers.get("stripe-signature")
        try:
            event = stripe.Webhook.construct_event(payload, signature, self.secret)
        except stripe.SignatureVerificationError:
            return PlainTextResponse("bad signature", 400)
        if self.on_event is not None:
            await self.on_event(event)
        self.events.append(event)
        return PlainTextResponse("ok")


@pytest.fixture
def fake() -> Iterator[FakeStripe]:
    with FakeStripe() as server:
        yield server
    assert not server.running


@pytest.fixture
def client(fake: FakeStripe) -> stripe.StripeClient:
    return stripe.StripeClient(API_KEY, base_addresses={"api": fake.url}, max_network_retries=0)


@pytest.fixture
def receiver() -> Iterator[WebhookReceiver]:
    endpoint = WebhookReceiver(SECRET)
    endpoint.server.start()
    yield endpoint
    endpoint.server.stop()
    assert not endpoint.server.running


@pytest.fixture
def wired(receiver: WebhookReceiver) -> Iterator[FakeStripe]:
    with FakeStripe(webhook_url=receiver.url, webhook_secret=SECRET) as server:
        yield server


def _paid_session(fake: FakeStripe, client: stripe.StripeClient) -> stripe.checkout.Session:
    session = client.v1.checkout.sessions.create(params=_session_params())
    fake.pay(session.id)
    return client.v1.checkout.sessions.retrieve(session.id)


# --------------------------------------------------------------------------- form parsing


def test_bracket_notation_becomes_nested_dicts_and_lists() -> None:
    params = parse_form(
        [
            ("line_items[0][price_data][unit_amount]", "500"),
            ("line_items[0][quantity]", "1"),
            ("line_items[1][quantity]", "2"),
            ("metadata[record_id]", "12"),
            ("metadata[0]", "stays a key"),
            ("expand[]", "payment_intent"),
            ("expand[]", "line_items"),
            ("mode", "payment"),
        ]
    )
    assert params == {
        "line_items": [{"price_data": {"unit_amount": "500"}, "quantity": "1"}, {"quantity": "2"}],
        "metadata": {"record_id": "12", "0": "stays a key"},
        "expand": ["payment_intent", "line_items"],
        "mode": "payment",
    }


def test_conflicting_parameter_names_are_rejected() -> None:
    with pytest.raises(ApiError) as caught:
        parse_form([("metadata", "x"), ("metadata[a]", "y")])
    assert caught.value.status == 400


# --------------------------------------------------------------------------- checkout sessions


def test_session_with_three_line_items_totals_their_sum(
    fake: FakeStripe, client: stripe.StripeClient
) -> None:
    items = [_item("Dog license", 1000), _item("Late fee", 500), _item("Tag", 150, quantity=2)]
    expires_at = int(time.time()) + 3600
    session = client.v1.checkout.sessions.create(
        params=_session_params(
            line_items=items, expires_at=expires_at, customer_email="owner@example.test"
        )
    )

    assert session.id.startswith("cs_test_")
    assert session.object == "checkout.session"
    assert session.amount_total == 1000 + 500 + 2 * 150
    assert session.currency == "usd"
    assert (session.status, session.payment_status) == ("open", "unpaid")
    assert session.payment_intent is None
    assert session.url == f"{fake.url}/pay/{session.id}"
    assert session.metadata.to_dict() == {"record_id": "12"}
    assert session.client_reference_id == "12"
    assert session.expires_at == expires_at
    assert session.customer_email == "owner@example.test"
    assert session.livemode is False

    line_items = client.v1.checkout.sessions.line_items.list(session.id)
    assert [(li.description, li.quantity, li.amount_total) for li in line_items.data] == [
        ("Dog license", 1, 1000),
        ("Late fee", 1, 500),
        ("Tag", 2, 300),
    ]
    sent = fake.requests[0]
    assert (sent.method, sent.path) == ("POST", "/v1/checkout/sessions")
    assert sent.params["line_items"][2]["price_data"]["unit_amount"] == "150"
    assert sent.idempotency_key  # the SDK sends one on every POST


def test_line_items_page_with_limit_and_starting_after(client: stripe.StripeClient) -> None:
    items = [_item(f"Item {n}", 100) for n in range(3)]
    session = client.v1.checkout.sessions.create(params=_session_params(line_items=items))
    first = client.v1.checkout.sessions.line_items.list(session.id, params={"limit": 2})
    assert first.has_more is True
    names = [li.description for li in first.auto_paging_iter()]
    assert names == ["Item 0", "Item 1", "Item 2"]


def test_global_api_base_style_works(fake: FakeStripe, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stripe, "api_key", API_KEY)
    monkeypatch.setattr(stripe, "api_base", fake.url)
    session = stripe.checkout.Session.create(**_session_params())
    assert stripe.checkout.Session.retrieve(session.id).amount_total == 1500


async def test_async_client_works(fake: FakeStripe, client: stripe.StripeClient) -> None:
    session = await client.v1.checkout.sessions.create_async(params=_session_params())
    fetched = await client.v1.checkout.sessions.retrieve_async(session.id)
    assert fetched.id == session.id


def test_unknown_session_is_404(client: stripe.StripeClient) -> None:
    with pytest.raises(stripe.InvalidRequestError) as caught:
        client.v1.checkout.sessions.retrieve("cs_test_missing")
    assert caught.value.http_status == 404
    assert caught.value.code == "resource_missing"


@pytest.mark.parametrize(
    ("overrides", "param"),
    [
        ({"mode": None}, "mode"),
        ({"line_items": None}, "line_items"),
        ({"line_items": [{"quantity": 1}]}, "line_items[0][price_data]"),
        (
            {"line_items": [{"price_data": {"unit_amount": 500, "product_data": {"name": "x"}}}]},
            "line_items[0][price_data][currency]",
        ),
        ({"line_items": [_item("Cheap", 10)]}, "line_items"),
        ({"expires_at": int(time.time()) + 60}, "expires_at"),
        ({"success_url": "not a url"}, "success_url"),
        ({"customer_email": "nobody"}, "customer_email"),
        ({"locale": "es-MX"}, "locale"),
        ({"client_reference": "12"}, "client_reference"),
        ({"line_items": [{**_item("Dog", 500), "quantty": 1}]}, "line_items[0][quantty]"),
    ],
)
def test_bad_session_params_are_400(
    client: stripe.StripeClient, overrides: dict[str, Any], param: str
) -> None:
    with pytest.raises(stripe.InvalidRequestError) as caught:
        client.v1.checkout.sessions.create(params=_session_params(**overrides))
    assert caught.value.http_status == 400
    assert caught.value.param == param


def test_bad_or_missing_api_key_is_401(fake: FakeStripe) -> None:
    for key in ("sk_live_0123456789", "pk_test_0123456789"):
        wrong = stripe.StripeClient(key, base_addresses={"api": fake.url})
        with pytest.raises(stripe.AuthenticationError) as caught:
            wrong.v1.checkout.sessions.retrieve("cs_test_x")
        assert caught.value.http_status == 401
    bare = httpx.get(f"{fake.url}/v1/checkout/sessions/cs_test_x", trust_env=False)
    assert bare.status_code == 401
    assert bare.json()["error"]["type"] == "invalid_request_error"


def test_expire_via_api_and_via_control(fake: FakeStripe, client: stripe.StripeClient) -> None:
    first = client.v1.checkout.sessions.create(params=_session_params())
    expired = client.v1.checkout.sessions.expire(first.id)
    assert (expired.status, expired.url) == ("expired", None)
    with pytest.raises(stripe.InvalidRequestError):
        client.v1.checkout.sessions.expire(first.id)

    second = client.v1.checkout.sessions.create(params=_session_params())
    event = fake.expire(second.id)
    assert event["type"] == "checkout.session.expired"
    assert event["data"]["object"]["status"] == "expired"
    with pytest.raises(ValueError, match="not open"):
        fake.pay(second.id)


def test_concurrent_creates_are_all_kept(fake: FakeStripe, client: stripe.StripeClient) -> None:
    threads = [
        threading.Thread(target=client.v1.checkout.sessions.create, args=(_session_params(),))
        for _ in range(12)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(fake.sessions) == 12


# --------------------------------------------------------------------------- idempotency


def test_idempotent_replay_returns_the_same_session(
    fake: FakeStripe, client: stripe.StripeClient
) -> None:
    options: stripe.RequestOptions = {"idempotency_key": "license-12-attempt-1"}
    first = client.v1.checkout.sessions.create(params=_session_params(), options=options)
    again = client.v1.checkout.sessions.create(params=_session_params(), options=options)

    assert again.id == first.id
    assert len(fake.sessions) == 1
    assert again.last_response.headers["Idempotent-Replayed"] == "true"
    assert "Idempotent-Replayed" not in first.last_response.headers
    assert [r.idempotency_key for r in fake.requests] == ["license-12-attempt-1"] * 2


def test_same_key_with_a_different_body_is_an_idempotency_error(
    client: stripe.StripeClient,
) -> None:
    options: stripe.RequestOptions = {"idempotency_key": "license-12-attempt-1"}
    client.v1.checkout.sessions.create(params=_session_params(), options=options)
    with pytest.raises(stripe.IdempotencyError) as caught:
        client.v1.checkout.sessions.create(
            params=_session_params(client_reference_id="13"), options=options
        )
    assert caught.value.http_status == 400


def test_rejected_params_are_not_saved_under_the_key(client: stripe.StripeClient) -> None:
    options: stripe.RequestOptions = {"idempotency_key": "license-12-attempt-1"}
    with pytest.raises(stripe.InvalidRequestError):
        client.v1.checkout.sessions.create(params=_session_params(mode=None), options=options)
    session = client.v1.checkout.sessions.create(params=_session_params(), options=options)
    assert session.status == "open"


# --------------------------------------------------------------------------- paying


def test_pay_then_retrieve_shows_paid_with_a_payment_intent(
    fake: FakeStripe, client: stripe.StripeClient
) -> None:
    session = client.v1.checkout.sessions.create(params=_session_params())
    event = fake.pay(session.id)

    assert event["type"] == "checkout.session.completed"
    assert event["object"] == "event" and event["id"].startswith("evt_")
    assert event["data"]["object"]["id"] == session.id
    assert event["data"]["object"]["payment_status"] == "paid"

    paid = client.v1.checkout.sessions.retrieve(session.id)
    assert (paid.status, paid.payment_status) == ("complete", "paid")
    assert paid.payment_intent.startswith("pi_")
    intent = client.v1.payment_intents.retrieve(paid.payment_intent)
    assert (intent.status, intent.amount_received) == ("succeeded", 1500)
    assert intent.latest_charge.startswith("ch_")

    expanded = client.v1.checkout.sessions.retrieve(
        session.id, params={"expand": ["payment_intent.latest_charge", "line_items"]}
    )
    assert expanded.payment_intent.latest_charge.amount == 1500
    assert len(expanded.line_items.data) == 2


def test_pay_with_a_different_amount(fake: FakeStripe, client: stripe.StripeClient) -> None:
    session = client.v1.checkout.sessions.create(params=_session_params())
    fake.pay(session.id, amount=700)
    intent = fake.payment_intents[fake.sessions[session.id]["payment_intent"]]
    assert (intent["amount"], intent["amount_received"]) == (1500, 700)


# --------------------------------------------------------------------------- refunds


def test_full_refund_is_pending_until_settled(
    fake: FakeStripe, client: stripe.StripeClient
) -> None:
    paid = _paid_session(fake, client)
    refund = client.v1.refunds.create(
        params={
            "payment_intent": paid.payment_intent,
            "reason": "requested_by_customer",
            "metadata": {"record_id": "12"},
        }
    )
    assert refund.id.startswith("re_")
    assert (refund.amount, refund.status, refund.currency) == (1500, "pending", "usd")
    assert refund.metadata.to_dict() == {"record_id": "12"}

    event = fake.settle_refund(refund.id)
    assert event["type"] == "refund.updated"
    assert event["data"]["object"]["status"] == "succeeded"
    assert event["data"]["previous_attributes"] == {"status": "pending"}
    assert client.v1.refunds.retrieve(refund.id).status == "succeeded"


def test_partial_refunds_add_up_to_the_payment(
    fake: FakeStripe, client: stripe.StripeClient
) -> None:
    fake.refunds_settle_immediately = True
    paid = _paid_session(fake, client)
    part = client.v1.refunds.create(params={"payment_intent": paid.payment_intent, "amount": 500})
    rest = client.v1.refunds.create(params={"payment_intent": paid.payment_intent})
    assert (part.amount, part.status) == (500, "succeeded")
    assert (rest.amount, rest.status) == (1000, "succeeded")

    with pytest.raises(stripe.InvalidRequestError) as caught:
        client.v1.refunds.create(params={"payment_intent": paid.payment_intent})
    assert caught.value.code == "charge_already_refunded"


def test_refund_above_what_was_paid_is_400(fake: FakeStripe, client: stripe.StripeClient) -> None:
    paid = _paid_session(fake, client)
    with pytest.raises(stripe.InvalidRequestError) as caught:
        client.v1.refunds.create(params={"payment_intent": paid.payment_intent, "amount": 1501})
    assert caught.value.http_status == 400
    assert (caught.value.code, caught.value.param) == ("amount_too_large", "amount")
    assert fake.refunds == {}


def test_failed_refund_gives_the_amount_back(fake: FakeStripe, client: stripe.StripeClient) -> None:
    paid = _paid_session(fake, client)
    refund = client.v1.refunds.create(params={"payment_intent": paid.payment_intent})
    fake.settle_refund(refund.id, status="failed")
    again = client.v1.refunds.create(params={"payment_intent": paid.payment_intent})
    assert again.amount == 1500


def test_refunding_an_unknown_or_unpaid_intent_is_400(
    fake: FakeStripe, client: stripe.StripeClient
) -> None:
    with pytest.raises(stripe.InvalidRequestError) as unknown:
        client.v1.refunds.create(params={"payment_intent": "pi_missing"})
    assert (unknown.value.http_status, unknown.value.code) == (400, "resource_missing")

    fake.payment_intents["pi_unpaid"] = {
        "id": "pi_unpaid",
        "object": "payment_intent",
        "status": "requires_payment_method",
        "latest_charge": None,
    }
    with pytest.raises(stripe.InvalidRequestError) as unpaid:
        client.v1.refunds.create(params={"payment_intent": "pi_unpaid"})
    assert unpaid.value.http_status == 400
    assert unpaid.value.param == "payment_intent"


def test_refund_with_a_bad_reason_is_400(fake: FakeStripe, client: stripe.StripeClient) -> None:
    paid = _paid_session(fake, client)
    with pytest.raises(stripe.InvalidRequestError) as caught:
        client.v1.refunds.create(params={"payment_intent": paid.payment_intent, "reason": "meh"})
    assert caught.value.param == "reason"


# --------------------------------------------------------------------------- failures


def test_unreachable_raises_api_connection_error(
    fake: FakeStripe, client: stripe.StripeClient
) -> None:
    session = client.v1.checkout.sessions.create(params=_session_params())
    fake.set_unreachable(True)
    with pytest.raises(stripe.APIConnectionError) as caught:
        client.v1.checkout.sessions.retrieve(session.id)
    assert caught.value.should_retry is True

    fake.set_unreachable(False)
    assert client.v1.checkout.sessions.retrieve(session.id).id == session.id


async def test_unreachable_raises_api_connection_error_async(
    fake: FakeStripe, client: stripe.StripeClient
) -> None:
    fake.set_unreachable(True)
    with pytest.raises(stripe.APIConnectionError):
        await client.v1.checkout.sessions.create_async(params=_session_params())
    assert fake.requests == []


def test_a_retried_server_error_succeeds_with_the_same_key(fake: FakeStripe) -> None:
    retrying = stripe.StripeClient(API_KEY, base_addresses={"api": fake.url}, max_network_retries=1)
    fake.fail_next("/v1/checkout/sessions", 500)
    session = retrying.v1.checkout.sessions.create(params=_session_params())

    assert session.status == "open"
    assert [r.status for r in fake.requests] == [500, 200]
    assert fake.requests[0].idempotency_key == fake.requests[1].idempotency_key
    assert len(fake.sessions) == 1


def test_a_server_error_without_retries_raises_api_error(
    fake: FakeStripe, client: stripe.StripeClient
) -> None:
    fake.fail_next("/v1/refunds", 503)
    with pytest.raises(stripe.APIError) as caught:
        client.v1.refunds.create(params={"payment_intent": "pi_x"})
    assert caught.value.http_status == 503


# --------------------------------------------------------------------------- webhook signing


def test_signature_is_accepted_by_the_sdk() -> None:
    payload = b'{"id": "evt_1", "object": "event", "type": "checkout.session.completed"}'
    header = sign(payload, SECRET)
    event = stripe.Webhook.construct_event(payload, header, SECRET)
    assert event.type == "checkout.session.completed"

    ts = int(time.time())
    expected = stripe.WebhookSignature.generate_signature_header(payload.decode(), SECRET, ts)
    assert sign(payload, SECRET, timestamp=ts) == expected


@pytest.mark.parametrize(
    "forge",
    [
        lambda payload: (payload.replace(b"evt_1", b"evt_2"), sign(payload, SECRET)),
        lambda payload: (payload, sign(payload, "whsec_someone_else")),
        lambda payload: (payload, sign(payload, SECRET, timestamp=int(time.time()) - 301)),
        lambda payload: (payload, "t=1,v0=abc"),
    ],
    ids=["tampered-body", "wrong-secret", "too-old", "garbage"],
)
def test_bad_signatures_are_rejected_by_the_sdk(
    forge: Callable[[bytes], tuple[bytes, str]],
) -> None:
    payload, header = forge(b'{"id": "evt_1", "object": "event", "type": "x"}')
    with pytest.raises(stripe.SignatureVerificationError):
        stripe.Webhook.construct_event(payload, header, SECRET)


def test_deliver_posts_a_verifiable_event(fake: FakeStripe, receiver: WebhookReceiver) -> None:
    event = fake.event("checkout.session.completed", {"id": "cs_test_1", "object": "x"})
    response = deliver(event, receiver.url, SECRET)
    assert response.status_code == 200
    assert receiver.events[0].id == event["id"]

    stale = deliver(event, receiver.url, SECRET, timestamp=int(time.time()) - 600)
    assert stale.status_code == 400


def test_controls_deliver_to_the_webhook_when_wired(
    wired: FakeStripe, receiver: WebhookReceiver
) -> None:
    client = stripe.StripeClient(API_KEY, base_addresses={"api": wired.url})
    session = client.v1.checkout.sessions.create(params=_session_params())
    wired.pay(session.id)
    refund = client.v1.refunds.create(
        params={"payment_intent": wired.sessions[session.id]["payment_intent"]}
    )
    wired.settle_refund(refund.id)

    assert [e.type for e in receiver.events] == ["checkout.session.completed", "refund.updated"]
    assert [response.status_code for _, response in wired.deliveries] == [200, 200]


# --------------------------------------------------------------------------- the pay page


def test_pay_page_posts_and_redirects(wired: FakeStripe, receiver: WebhookReceiver) -> None:
    client = stripe.StripeClient(API_KEY, base_addresses={"api": wired.url})
    seen_by_handler: list[str] = []

    async def look_up_session(event: stripe.Event) -> None:
        # The handler calls back into the fake while the pay page is still waiting on it.
        fresh = await client.v1.checkout.sessions.retrieve_async(event.data.object.id)
        seen_by_handler.append(fresh.payment_status)

    receiver.on_event = look_up_session
    session = client.v1.checkout.sessions.create(params=_session_params())

    with httpx.Client(verify=LOCAL_TLS, trust_env=False) as browser:
        page = browser.get(session.url)
        assert page.status_code == 200
        assert f'action="/pay/{session.id}"' in page.text
        assert ">Pay</button>" in page.text
        assert "$15.00" in page.text

        paid = browser.post(session.url)
        assert paid.status_code == 303
        assert paid.headers["location"] == SUCCESS_URL.replace("{CHECKOUT_SESSION_ID}", session.id)
        again = browser.post(session.url)
        assert again.status_code == 400

    assert wired.sessions[session.id]["payment_status"] == "paid"
    assert [e.type for e in receiver.events] == ["checkout.session.completed"]
    assert seen_by_handler == ["paid"]


def test_stop_ends_the_server_thread() -> None:
    fake = FakeStripe().start()
    url = fake.url
    fake.stop()
    assert not fake.running
    with pytest.raises(httpx.ConnectError):
        httpx.get(url, trust_env=False)
