"""Records for the State (R29): the license CSV and the monthly surcharges, exempt included."""

from __future__ import annotations

from doglicense.office.desk import decisions
from doglicense.office.staff.staff import Role, signed_in_staff, staff_by_username
from doglicense.runtime import Services
from tests.clerkkit import make_staff, queued_record, served, signed_in


async def test_the_surcharge_report_counts_exempt_licenses_paid_by_the_town(
    services: Services,
) -> None:
    await make_staff(services, "clerk", Role.CLERK)
    spayed = await queued_record(services, telegram_user=1)
    service_dog = await queued_record(
        services, telegram_user=2, exempt_type="service", spayed_neutered=False
    )
    async with services.db.session() as session:
        staff = await staff_by_username(session, "clerk")
        assert staff is not None
        person = await signed_in_staff(session, staff.id)
        assert person is not None
        for record in (spayed, service_dog):
            await decisions.approve(session, record.id, person=person, services=services)
    async with served(services) as url, signed_in(url, "clerk") as client:
        report = await client.get("/clerk/reports/surcharges?month=2026-03")
        csv = await client.get("/clerk/reports/licenses.csv?from=2026-03-01&to=2026-03-31")
    assert report.status_code == 200
    assert "$1.00" in report.text and "$3.00" in report.text and "$4.00" in report.text
    lines = csv.text.strip().splitlines()
    assert lines[0].startswith("tag_number,issued_on,expires_on")
    assert len(lines) == 3 and "service" in lines[2] and "Jane Smith" in lines[1]
