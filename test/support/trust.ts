import { authHeaders, call } from './http';

/** A written approval, as a feedback mode change needs (SPEC 2.9). */
export const approval = {
  approved_by: 'purchasing.director@customer.example',
  approval_reference: 'DPA-2026-117 §4 (signed 2026-11-02)',
  approved_at: '2026-11-02T09:00:00Z',
};

export const classify = (accessToken: string, caseId: string) =>
  call('/v1/intent/classify', {
    method: 'POST',
    headers: authHeaders(accessToken),
    json: {
      case_id: caseId,
      sender: 'einkauf@example.de',
      subject: 'Anfrage',
      body: 'Guten Tag, bitte um ein Angebot für 200 Stück Sechskantschraube M8x30 DIN 933.',
    },
  });
