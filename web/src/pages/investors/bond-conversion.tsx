import type { BondTerms } from '@muyuan/contract/bond-matter';
import type { Quote } from '@muyuan/contract/stock-market';
import { useLang } from '../../i18n/lang-context.tsx';
import { bondFigures } from '../../lib/bond-figures.ts';
import { signed } from '../../lib/price-change.ts';
import { formatAmount, withUnit } from './amounts.ts';
import type { Labels } from './labels.ts';
import { QuoteStat } from './quote-panel.tsx';

interface Props {
  terms: BondTerms;
  bond: Quote;
  /** The share it converts into; without its quote there is no conversion value. */
  stock: Quote | undefined;
  labels: Labels;
}

/**
 * The convertible bond's figures beside its quote: conversion price (and since when), conversion
 * value and premium computed from the two quotes, and its main terms.
 */
export function BondConversion({ terms, bond, stock, labels }: Props) {
  const lang = useLang();
  const figures = stock ? bondFigures(terms, bond.price, stock.price) : null;
  const yuan = (text: string) => withUnit(text, labels('yuan'), lang);
  return (
    <section className="quote-bond" aria-label={labels('conversionHeading')}>
      <h3 className="quote-bond-title">{labels('conversionHeading')}</h3>
      <dl className="quote-stats">
        <QuoteStat
          label={labels('conversionPrice')}
          value={yuan(terms.conversionPrice.toFixed(2))}
          note={labels('since', { date: terms.conversionPriceSince })}
        />
        <QuoteStat label={labels('conversionValue')} value={figures ? yuan(figures.conversionValue.toFixed(2)) : '—'} />
        <QuoteStat
          label={labels('conversionPremium')}
          value={figures ? signed(figures.conversionPremium, 2, '%') : '—'}
        />
        <QuoteStat label={labels('issueSize')} value={yuan(formatAmount(terms.issueSize, lang))} />
        <QuoteStat label={labels('conversionStart')} value={terms.conversionStart} />
        <QuoteStat label={labels('maturityDate')} value={terms.maturityDate} />
      </dl>
      <p className="quote-bond-formula">
        {labels('conversionFormula', { face: terms.faceValue, code: terms.stockCode })}
      </p>
    </section>
  );
}
