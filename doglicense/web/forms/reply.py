"""Writing back about a found dog from an e-mail's link: the words go to the other side."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from doglicense.mail.links import read_reply_link
from doglicense.office.reports import relay
from doglicense.storage.models import Resident
from doglicense.web.forms.identity import services_of
from doglicense.web.forms.pages import page, resident_page

LIMIT = relay.MAX_WORDS


@resident_page
async def reply_page(request: Request) -> Response:
    """The box to write in (GET), the words sent or the details shared (POST): the link names the
    resident."""
    services = services_of(request)
    found = read_reply_link(services.settings, request.path_params["token"])
    if found is None:
        return page(request, "notice.html", notice="bad_link", status_code=404)
    reference, resident_id = found
    if request.method == "GET":
        return page(request, "reply.html", reference=reference, limit=LIMIT, state="write")
    form = await request.form()
    if form.get("share"):  # "Share my contact details": shared once both sides agree
        async with services.db.session() as db:
            resident = await db.get(Resident, resident_id)
            sharing = None
            if resident is not None:
                sharing = await relay.share(db, resident, reference, now=services.now())
            await db.commit()
        shared = sharing or "nobody"
        return page(request, "reply.html", reference=reference, limit=LIMIT, state=shared)
    words = str(form.get("words", "")).strip()
    if not words:
        return page(
            request, "reply.html", reference=reference, limit=LIMIT, state="empty", status_code=400
        )
    async with services.db.session() as db:
        resident = await db.get(Resident, resident_id)
        sent = None
        if resident is not None:
            sent = await relay.reply_now(db, resident, reference, words, now=services.now())
        await db.commit()
    state = "sent" if sent else "nobody"
    return page(request, "reply.html", reference=reference, limit=LIMIT, state=state)
