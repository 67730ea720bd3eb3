import { addressOf, booleanOf, formatAddress, textOf } from '#core/application/answers';
import { OCCUPANCY_OPTIONS, PRIOR_HOME_STATUS_OPTIONS } from '../options.js';
import { labelOf } from '#core/application/fields';
import { endScreen, groupQuestion, type ApplicationSection } from '#core/application/questions';
import { SAVED_NOTE } from './copy.js';
import { moneyText } from './summaries.js';

const hasMortgage = ({ values }: { values: Readonly<Record<string, unknown>> }) => booleanOf(values, 'hasMortgage') === true;

/** Section 3 of the 1003: real estate owned other than the home being refinanced. */
export const realEstateSection: ApplicationSection = {
  id: 'realEstate',
  title: 'Other homes you own',
  subsections: [
    {
      id: 'realEstateOwned',
      title: 'Other real estate',
      questions: [
        groupQuestion({
          id: 'realEstateOwned',
          key: 'realEstateOwned',
          title: 'Do you own any other homes or real estate?',
          description: 'Leave out the home you are refinancing; it is asked about in the loan section.',
          itemNoun: 'property',
          itemFields: [
            { key: 'address', kind: 'address', label: 'Property address' },
            { key: 'propertyValue', kind: 'money', min: 1, label: 'Estimated value' },
            { key: 'status', kind: 'singleChoice', label: 'Status', options: PRIOR_HOME_STATUS_OPTIONS },
            { key: 'intendedOccupancy', kind: 'singleChoice', label: 'How it is used', options: OCCUPANCY_OPTIONS },
            { key: 'monthlyInsuranceTaxesDues', kind: 'money', label: 'Monthly insurance, taxes and association dues' },
            { key: 'monthlyRentalIncome', kind: 'money', label: 'Monthly rental income', hint: 'Enter 0 if it is not rented out' },
            { key: 'hasMortgage', kind: 'yesNo', label: 'Has a mortgage' },
            { key: 'mortgageCreditorName', kind: 'text', label: 'Mortgage lender', isShown: hasMortgage },
            { key: 'mortgageUnpaidBalance', kind: 'money', label: 'Mortgage balance', isShown: hasMortgage },
            { key: 'mortgageMonthlyPayment', kind: 'money', label: 'Monthly mortgage payment', isShown: hasMortgage },
          ],
          summarize: (item) => {
            const address = addressOf(item, 'address');
            return [address ? formatAddress(address) : null, labelOf(PRIOR_HOME_STATUS_OPTIONS, textOf(item, 'status')), moneyText(item, 'propertyValue')]
              .filter(Boolean)
              .join(' · ');
          },
          none: { key: 'hasNoOtherRealEstate', label: 'I own no other real estate' },
        }),
      ],
    },
    { id: 'realEstateEnd', title: 'Done', questions: [endScreen({ id: 'realEstateDone', title: 'Your other real estate is saved', description: SAVED_NOTE })] },
  ],
};
