"""The clerk's console, mounted at /clerk: sign-in, the queue, decisions, dogs, seizures."""

from __future__ import annotations

from importlib.resources import files

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Mount, Route

from doglicense.web.clerk import (
    court,
    decide,
    dogs,
    finding,
    matches,
    money,
    records,
    reports,
    seizures,
    signin,
    tickets,
)

STYLESHEET = files("doglicense.templates").joinpath("web/clerk/clerk.css").read_text()
PUBLIC_PATHS = ("/clerk/sign-in", "/clerk/style.css")


async def stylesheet(_request: Request) -> Response:
    return Response(STYLESHEET, media_type="text/css", headers={"Cache-Control": "max-age=3600"})


def mount() -> Mount:
    """Every console route; all but sign-in and the stylesheet need a signed-in person."""
    return Mount(
        "/clerk",
        routes=[
            Route("/", records.queue_page, name="queue"),
            Route("/style.css", stylesheet),
            Route("/sign-in", signin.sign_in_form),
            Route("/sign-in", signin.sign_in_post, methods=["POST"]),
            Route("/sign-out", signin.sign_out, methods=["POST"]),
            Route("/approve-green", decide.approve_all_green, methods=["POST"]),
            Route("/records/{record_id:int}", records.record_page),
            Route("/records/{record_id:int}/claim", decide.claim, methods=["POST"]),
            Route("/records/{record_id:int}/approve", decide.approve, methods=["POST"]),
            Route("/records/{record_id:int}/payments", decide.counter_payment, methods=["POST"]),
            Route("/records/{record_id:int}/record", decide.record_report, methods=["POST"]),
            Route("/records/{record_id:int}/close", decide.close_lost, methods=["POST"]),
            Route("/records/{record_id:int}/matches", matches.decide, methods=["POST"]),
            Route("/records/{record_id:int}/return", decide.return_record, methods=["POST"]),
            Route("/records/{record_id:int}/reject", decide.reject, methods=["POST"]),
            Route("/documents/{document_id:int}", records.document_file),
            Route("/documents/{document_id:int}/original", records.original_file),
            Route("/licenses/{license_id:int}/certificate", dogs.certificate),
            Route("/search", finding.search_page),
            Route("/dogs", dogs.dogs_page),
            Route("/dogs/{dog_id:int}", dogs.dog_page),
            Route("/reports/licenses.csv", reports.licenses_csv),
            Route("/reports/surcharges", reports.surcharges),
            Route("/reports/day", money.day_page),
            Route("/payments/{payment_id:int}/receipt", money.receipt),
            Route("/tickets", tickets.tickets_page),
            Route("/tickets", tickets.enter_ticket, methods=["POST"]),
            Route("/tickets/import", tickets.import_tickets, methods=["POST"]),
            Route("/tickets/{ticket_id:int}", tickets.ticket_page),
            Route("/seizures", seizures.seizures_page),
            Route("/seizures", seizures.record_seizure, methods=["POST"]),
            Route("/seizures/{seizure_id:int}", seizures.seizure_page),
            Route("/seizures/{seizure_id:int}/{action:str}", seizures.act, methods=["POST"]),
            Route("/court", court.court_page),
            Route("/court/{record_id:int}", court.answer_page),
            Route("/court/{record_id:int}/{action:str}", court.act, methods=["POST"]),
        ],
    )
