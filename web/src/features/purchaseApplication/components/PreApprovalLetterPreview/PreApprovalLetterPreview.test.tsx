import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PRE_APPROVAL_CONDITIONS, PRE_APPROVAL_DAYS } from '#core/purchaseApplication/index';
import type { PurchaseApplication_ApplicationFragment } from '#generated/web';
import { resetMockPurchaseApplications, seedMockPurchaseApplication, toMockPurchaseApplication } from '#mocks/purchaseApplication';
import { PreApprovalLetterPreview } from './PreApprovalLetterPreview';

const UUID = '7a0c0000-0000-4000-8000-0000000000e1';

function preApproved(party: 'APPLICANT' | 'CO_APPLICANT' = 'APPLICANT') {
  const record = seedMockPurchaseApplication(UUID, 'CONTRACT_REVIEW');
  record.party = party;
  return toMockPurchaseApplication(record) as unknown as PurchaseApplication_ApplicationFragment;
}

const figure = (letter: HTMLElement, label: string) => within(letter).getByText(label).nextElementSibling;

beforeEach(() => resetMockPurchaseApplications());

describe('the pre-approval letter preview', () => {
  it('says what the PDF says: amount, down payment, where, good until and the numbered conditions, with the PDF', () => {
    const application = preApproved();
    render(<PreApprovalLetterPreview application={application} />);
    const letter = screen.getByRole('article', { name: 'Your pre-approval letter' });
    expect(figure(letter, 'Pre-approved up to')).toHaveTextContent('$800,000');
    expect(figure(letter, 'Down payment')).toHaveTextContent('$80,000');
    expect(figure(letter, 'Where')).toHaveTextContent('Sacramento, CA');
    const goodUntil = new Date(Date.parse(application.preApprovedAt!) + PRE_APPROVAL_DAYS * 86_400_000);
    expect(figure(letter, 'Good until')).toHaveTextContent(
      goodUntil.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    );
    const conditions = within(letter).getByRole('list', { name: 'Conditions of the pre-approval' });
    expect(conditions.tagName).toBe('OL');
    expect(
      within(conditions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(PRE_APPROVAL_CONDITIONS);
    const letterDocument = application.documents.find((document) => document.type === 'PRE_APPROVAL_LETTER')!;
    expect(within(letter).getByRole('link', { name: 'Download Pre-approval letter.pdf' })).toHaveAttribute(
      'href',
      `/api/v1/application_files/application-type/purchase/${UUID}/${letterDocument.uuid}`,
    );
    expect(within(letter).queryByText(/The applicant accepts its terms/)).not.toBeInTheDocument();
  });

  it('tells the co-applicant the letter names them both and the applicant accepts it', () => {
    render(<PreApprovalLetterPreview application={preApproved('CO_APPLICANT')} />);
    const letter = screen.getByRole('article', { name: 'Your pre-approval letter' });
    expect(within(letter).getByText('The letter names you both. The applicant accepts its terms for both of you.')).toBeInTheDocument();
    expect(figure(letter, 'Pre-approved up to')).toHaveTextContent('$800,000');
  });

  it('says the PDF is on its way until Roofline has written it', () => {
    render(<PreApprovalLetterPreview application={{ ...preApproved(), documents: [] }} />);
    expect(screen.getByRole('status')).toHaveTextContent('The PDF of your letter is on its way.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
