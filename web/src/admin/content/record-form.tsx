import type { CollectionSchema, EnglishStatus, RecordJson } from '@muyuan/contract/admin/editorial';
import { useContext } from 'react';
import { FormContext } from './form-context.ts';
import { emptyValue, type JsonSchema, splitRecordSchema, withField } from './json-schema.ts';
import { SchemaField } from './schema-field.tsx';
import { useEditorStrings } from './use-editor-strings.ts';

interface RecordFormProps {
  described: CollectionSchema;
  value: RecordJson;
  onChange: (value: RecordJson) => void;
  /** A saved record's id cannot change (it is its address); a new one's is typed here. */
  idLocked: boolean;
  english: EnglishStatus;
}

/**
 * A record as a form: its common fields (dates, images, order), then its language blocks side by side,
 * one row per field, Chinese left and English right, so a translator reads both at once. On a phone
 * the rows stack: each field in Chinese, then in English.
 */
export function RecordForm({ described, value, onChange, idLocked, english }: RecordFormProps) {
  const s = useEditorStrings();
  const schema = described.schema as JsonSchema;
  const { common, block } = splitRecordSchema(schema);
  const required = new Set(schema.required ?? []);
  const set = (key: string, v: unknown) => onChange(withField(value, key, v));

  return (
    <>
      {common.length > 0 && (
        <fieldset className="card common-fields">
          <legend>{s.commonFields}</legend>
          <div className="common-grid">
            {common.map(([key, node]) => (
              <SchemaField
                key={key}
                name={key}
                node={node}
                value={value[key]}
                required={required.has(key)}
                path={key}
                locked={idLocked && key === described.idField}
                onChange={(v) => set(key, v)}
              />
            ))}
          </div>
        </fieldset>
      )}
      {block && (
        <LanguageBlocks
          block={block}
          value={value}
          set={set}
          english={described.english === 'none' ? 'none' : english}
          englishOptional={described.english === 'optional'}
        />
      )}
    </>
  );
}

function LanguageBlocks({
  block,
  value,
  set,
  english,
  englishOptional,
}: {
  block: JsonSchema;
  value: RecordJson;
  set: (key: string, v: unknown) => void;
  english: EnglishStatus | 'none';
  englishOptional: boolean;
}) {
  const s = useEditorStrings();
  const { readOnly } = useContext(FormContext);
  const zh = (value.zh ?? {}) as Record<string, unknown>;
  const en = value.en as Record<string, unknown> | undefined;
  const hasEnglishColumn = english !== 'none';
  const rows = Object.entries(block.properties ?? {});
  const required = new Set(block.required ?? []);
  const setIn = (side: 'zh' | 'en', object: Record<string, unknown>, key: string, v: unknown) =>
    set(side, withField(object, key, v));

  return (
    <section
      className={`card language-blocks${hasEnglishColumn ? '' : ' chinese-only'}`}
      aria-label={`${s.chinese} / ${s.english}`}
    >
      <div className="language-heads">
        <h2 lang="zh-CN">{s.chinese}</h2>
        {hasEnglishColumn && (
          <div className="english-head">
            <h2>{s.english}</h2>
            {english === 'older' && (
              <p className="badge english-older" data-testid="english-older">
                {s.englishOlder}
              </p>
            )}
            {en && englishOptional && !readOnly && (
              <button type="button" className="quiet" onClick={() => set('en', undefined)}>
                {s.removeEnglish}
              </button>
            )}
          </div>
        )}
      </div>
      {english === 'older' && <p className="hint">{s.englishOlderHint}</p>}
      {!hasEnglishColumn && <p className="hint">{s.chineseOnly}</p>}
      {hasEnglishColumn && !en && (
        <div className="no-english">
          <p>{s.noEnglish}</p>
          {!readOnly && (
            <button type="button" onClick={() => set('en', emptyValue(block))}>
              {s.addEnglish}
            </button>
          )}
        </div>
      )}
      <div className="language-rows">
        {rows.map(([key, node]) => (
          <div className="language-row" key={key}>
            <div className="language-cell">
              <SchemaField
                name={key}
                node={node}
                value={zh[key]}
                required={required.has(key)}
                path={`zh.${key}`}
                labelSuffix={s.inChinese}
                textLang="zh"
                onChange={(v) => setIn('zh', zh, key, v)}
              />
            </div>
            {hasEnglishColumn && en && (
              <div className="language-cell">
                <SchemaField
                  name={key}
                  node={node}
                  value={en[key]}
                  required={required.has(key)}
                  path={`en.${key}`}
                  labelSuffix={s.inEnglish}
                  textLang="en"
                  onChange={(v) => setIn('en', en, key, v)}
                />
              </div>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
