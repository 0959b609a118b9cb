"""The resident web forms, mounted at /forms, and Stripe's return pages under /payments."""

from __future__ import annotations

from importlib.resources import files

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Mount, Route

from doglicense.web.forms import (
    continuing,
    flowpages,
    mine,
    outcomes,
    proof,
    reply,
    signin,
    stops,
    transfer,
)

STYLESHEET = files("doglicense.templates").joinpath("web/forms/forms.css").read_text()


async def stylesheet(_request: Request) -> Response:
    return Response(STYLESHEET, media_type="text/css", headers={"Cache-Control": "max-age=3600"})


def routes() -> list[BaseRoute]:
    return [
        Mount(
            "/forms",
            routes=[
                Route("/", continuing.start_page),
                Route("/style.css", stylesheet),
                Route("/continue/{token}", continuing.continue_on_web),
                Route("/mine", mine.my_dogs_page),
                Route("/licence/{reference}/pdf", mine.licence_pdf_page),
                Route("/licence/{reference}", mine.licence_page),
                Route("/status/{token}", mine.status_page),
                Route("/status/{token}/licence/{reference}/pdf", mine.status_licence_pdf_page),
                Route("/status/{token}/licence/{reference}", mine.status_licence_page),
                Route("/status/{token}/correct/{reference}", outcomes.make_correction),
                Route("/proof/{reference}", proof.send_proof),
                Route("/signin", signin.sign_in_page),
                Route("/signin", signin.ask_for_sign_in, methods=["POST"]),
                Route("/signout", signin.sign_out, methods=["POST"]),
                Route("/signout-everywhere", signin.sign_out_everywhere, methods=["POST"]),
                Route("/link/{token}", signin.link_page),
                Route("/link/{token}", signin.use_link, methods=["POST"]),
                Route("/renew/{token}", signin.renew_from_reminder),
                Route("/reply/{token}", reply.reply_page, methods=["GET", "POST"]),
                Route("/transfer", transfer.code_page),
                Route("/transfer", transfer.take_code, methods=["POST"]),
                Route("/transfer/{code}", transfer.code_page),
                Route("/done/{reference}", outcomes.done_page),
                Route("/done/{reference}/pay", outcomes.pay, methods=["POST"]),
                Route("/done/{reference}/email", outcomes.email_link, methods=["POST"]),
                Route("/{flow}", flowpages.flow_page),
                Route("/{flow}", flowpages.answer, methods=["POST"]),
                Route("/{flow}/back", stops.back, methods=["POST"]),
                Route("/{flow}/again", stops.start_again, methods=["POST"]),
                Route("/{flow}/remind", stops.remind_me, methods=["POST"]),
            ],
        ),
        Route("/payments/done", outcomes.payment_returned),
        Route("/payments/cancelled", outcomes.payment_returned),
    ]
