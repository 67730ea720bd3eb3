import { useQuery } from '@apollo/client/react';
import type { ProgramProduct, ProgramType } from '#generated/web';
import { ProgramListDocument } from '#generated/web';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { QueryStates } from '../../components/QueryStates/QueryStates';
import { SelectField } from '../../components/SelectField/SelectField';
import { useFeatureFlags } from '../../lib/featureFlags';
import { ProgramCard } from './ProgramCard';
import { PRODUCT_TEXT, PROGRAM_TYPE_LABELS, STATE_NAMES } from './programLabels';
import { ProgramsGate } from './ProgramsGate';
import styles from './Programs.module.css';
import { PRODUCT_TYPES, useListingFilters } from './useListingFilters';

const STATE_OPTIONS = Object.entries(STATE_NAMES).map(([value, label]) => ({ value, label }));

/**
 * The state availability filter (always) and the program type filters (with the program
 * filters flag), held in the application state and mirrored in the address (useListingFilters).
 */
function Listing({ product }: { product: ProgramProduct }) {
  const { flags } = useFeatureFlags();
  const { state, types, set } = useListingFilters(product, flags.programFilters);
  const programs = useQuery(ProgramListDocument, { variables: { product, state: state || null, types: types.length ? types : null } });
  const text = PRODUCT_TEXT[product];

  const toggleType = (type: ProgramType, on: boolean) => set({ types: on ? [...types, type] : types.filter((entry) => entry !== type) });

  return (
    <PageContainer title={`All ${text.short.toLowerCase()} programs`} description={text.description}>
      <header className={styles.intro}>
        <h1>{text.title}</h1>
        <p className={styles.lead}>Choose your state to see only the programs offered there.</p>
      </header>
      <form className={styles.filters} aria-label="Filter programs" onSubmit={(event) => event.preventDefault()}>
        <SelectField label="State" emptyOption="All states" options={STATE_OPTIONS} value={state} onChange={(event) => set({ state: event.target.value })} />
        {flags.programFilters ? (
          <fieldset className={styles.types}>
            <legend>Program type</legend>
            <div className={styles.chips}>
              {PRODUCT_TYPES[product].map((type) => (
                <label key={type} className={styles.chip}>
                  <input type="checkbox" checked={types.includes(type)} onChange={(event) => toggleType(type, event.target.checked)} />
                  {PROGRAM_TYPE_LABELS[type]}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </form>
      {programs.data ? (
        <p className={styles.resultCount} role="status">
          {programs.data.programs.length === 1 ? '1 program' : `${programs.data.programs.length} programs`}
          {state ? ` available in ${STATE_NAMES[state]}` : ''}
        </p>
      ) : null}
      <QueryStates
        query={programs}
        select={(data) => data.programs}
        what="the programs"
        loadingLabel="Loading programs…"
        empty={<p>No programs match. Try another state{flags.programFilters ? ' or fewer program types' : ''}.</p>}
      >
        {(list) => (
          <ul className={styles.grid}>
            {list.map((program) => (
              <li key={program.uuid}>
                <ProgramCard program={program} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </PageContainer>
  );
}

/** /finance/listing and /purchase/listing. */
export default function ProgramListingPage({ product }: { product: ProgramProduct }) {
  return (
    <ProgramsGate listing>
      <Listing product={product} />
    </ProgramsGate>
  );
}
