import { useState } from 'react';
import { PARTNER_SOURCE_LABELS, type PartnerSource, type TestConnectionResult } from '@marketplace/contracts';
import { Button, TextAreaField, TextField } from '@marketplace/ui';
import { serverMessageOf } from '@marketplace/ui/api';
import { AuthMethodSelect } from '../shared/auth-method-select';
import styles from '../shared/configs.module.css';
import type { SourceValues } from './category-config-form';
import { testPartnerConnection } from './category-configs-api';

/**
 * One partner source of the category config dialog: URL, auth method, auth key (write-only: a
 * stored key is never shown, a blank field keeps it), sample curl, and Test connection.
 */
export function PartnerSourceFields({
  source,
  values,
  configId,
  keyStored,
  onChange,
}: {
  source: PartnerSource;
  values: SourceValues;
  /** The config being edited, so a test with a blank key can use the stored one. */
  configId: number | null;
  keyStored: boolean;
  onChange: (values: SourceValues) => void;
}) {
  const label = PARTNER_SOURCE_LABELS[source];
  const set = (change: Partial<SourceValues>) => onChange({ ...values, ...change });
  return (
    <fieldset className={styles.section}>
      <legend>{label.replace(/ URL$/, '')}</legend>
      <div className={styles.full}>
        <TextField
          label={label}
          type="url"
          inputMode="url"
          placeholder="https://partner.example/api/..."
          value={values.url}
          onChange={(event) => set({ url: event.target.value })}
        />
      </div>
      <AuthMethodSelect value={values.authMethod} onChange={(authMethod) => set({ authMethod })} />
      {values.authMethod !== 'none' && (
        <TextField
          label="Auth Key"
          type="password"
          autoComplete="off"
          placeholder={keyStored ? 'Key stored: leave blank to keep it' : ''}
          hint={values.authMethod === 'basic' ? 'user:password' : undefined}
          value={values.authKey}
          onChange={(event) => set({ authKey: event.target.value })}
        />
      )}
      <div className={styles.full}>
        <TextAreaField
          label="Sample curl"
          rows={2}
          value={values.sampleCurl}
          onChange={(event) => set({ sampleCurl: event.target.value })}
        />
      </div>
      <ConnectionTest source={source} values={values} configId={configId} label={label} />
    </fieldset>
  );
}

type TestState = { state: 'idle' } | { state: 'testing' } | { state: 'done'; result: TestConnectionResult };

function ConnectionTest({
  source,
  values,
  configId,
  label,
}: {
  source: PartnerSource;
  values: SourceValues;
  configId: number | null;
  label: string;
}) {
  const [test, setTest] = useState<TestState>({ state: 'idle' });
  const run = async () => {
    setTest({ state: 'testing' });
    try {
      const result = await testPartnerConnection({
        url: values.url,
        authMethod: values.authMethod,
        authKey: values.authKey,
        categoryConfigId: configId ?? undefined,
        source,
      });
      setTest({ state: 'done', result });
    } catch (error) {
      setTest({
        state: 'done',
        result: {
          success: false,
          durationMs: 0,
          error: serverMessageOf(error) ?? 'The test could not be run',
        },
      });
    }
  };
  return (
    <div className={styles.connection}>
      <div>
        <Button
          variant="secondary"
          size="small"
          aria-label={`Test connection (${label.replace(/ URL$/, '')})`}
          disabled={values.url.trim() === '' || test.state === 'testing'}
          onClick={() => void run()}
        >
          {test.state === 'testing' ? 'Testing...' : 'Test connection'}
        </Button>
      </div>
      <div role="status">{test.state === 'done' && <ConnectionResult result={test.result} />}</div>
    </div>
  );
}

function ConnectionResult({ result }: { result: TestConnectionResult }) {
  const took = `${Math.round(result.durationMs)} ms`;
  if (result.success)
    return (
      <>
        <span className={styles.connectionOk}>
          Connection succeeded: HTTP {result.status} in {took}
        </span>
        {result.preview && <pre className={styles.preview}>{result.preview}</pre>}
      </>
    );
  return (
    <>
      <span className={styles.connectionFailed}>
        Connection failed{result.status !== undefined ? `: HTTP ${result.status}` : ''} ({took})
        {result.error ? `: ${result.error}` : ''}
      </span>
      {result.preview && <pre className={styles.preview}>{result.preview}</pre>}
    </>
  );
}
