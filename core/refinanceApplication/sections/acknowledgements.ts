import { isJointApplication } from '../party.js';
import { fieldsQuestion, reviewScreen, type ApplicationSection } from '#core/application/questions';
import { legalNameOf } from './person.js';

export const ACKNOWLEDGEMENTS_TEXT =
  'By signing, you confirm that the information in this application is true, accurate and complete; that you understand that knowingly making false statements is a federal crime; that the lender and its agents may verify the information with any source; and that the loan will be secured by a mortgage or deed of trust on the property. You agree to receive disclosures and documents electronically.';

const collapse = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** Section 6 of the 1003, signed by typing the legal name, then the review screen. */
export const acknowledgementsSection: ApplicationSection = {
  id: 'acknowledgements',
  title: 'Review and submit',
  subsections: [
    {
      id: 'acknowledgements',
      title: 'Acknowledgements',
      questions: [
        fieldsQuestion({
          id: 'acknowledgements',
          title: 'Acknowledgements and agreements',
          description: ACKNOWLEDGEMENTS_TEXT,
          fields: [
            {
              key: 'agreedToAcknowledgements',
              kind: 'checkbox',
              label: 'I have read and agree to the acknowledgements and agreements',
              requiredMessage: 'Agree to the acknowledgements to continue.',
            },
            {
              key: 'consentedToCreditCheck',
              kind: 'checkbox',
              label: 'I authorize the lender to check my credit',
              hint: 'Your credit report is pulled only after you submit.',
              requiredMessage: 'A lender cannot underwrite the loan without a credit check.',
            },
            {
              key: 'coBorrowerHasAgreed',
              kind: 'checkbox',
              label: 'My co-borrower has read and agrees to the same',
              requiredMessage: 'Your co-borrower must agree too.',
              isShown: ({ answers }) => isJointApplication(answers),
            },
            {
              key: 'signatureName',
              kind: 'text',
              label: 'Type your full legal name as your signature',
              autoComplete: 'name',
              check: (value, { answers }) => {
                const legalName = legalNameOf('borrower', answers);
                if (!legalName) return 'Answer the legal name question first.';
                return collapse(String(value)) === collapse(legalName) ? null : `Type your name exactly as your legal name: ${legalName}.`;
              },
            },
          ],
        }),
        reviewScreen({ id: 'review', title: 'Review your application' }),
      ],
    },
  ],
};
