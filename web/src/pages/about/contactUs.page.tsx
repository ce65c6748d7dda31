import { ContactBlock } from '../../components/blocks/contact-block.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { useSite } from '../../content/site.ts';
import { useLang } from '../../i18n/lang-context.tsx';
import en from '../../i18n/locales/en/contact.json';
import zh from '../../i18n/locales/zh-CN/contact.json';
import { useMessages, useT } from '../../i18n/t.ts';
import type { PageProps } from '../../routing/page-props.ts';

/** Headquarters' address, switchboard, hotline and email from the site settings (the one place they are kept), with the map. */
/** The words only this page needs, downloaded with it. */
const CONTACT_MESSAGES = { zh, en };

function Headquarters({ map }: { map: string }) {
  const t = useT();
  const own = useMessages(CONTACT_MESSAGES);
  const lang = useLang();
  const site = useSite();
  if (!site) return null;
  const hotline = site.footerIcons.find((i) => i.icon.includes('phone'));
  return (
    <ContactBlock
      block={{
        type: 'contact',
        image: map,
        imageAlt: own('mapOf', { place: site.contact.address[lang] }),
        items: [
          {
            kind: 'address',
            label: t('address'),
            value: site.contact.address[lang],
            note: `${own('postcode')} ${site.contact.postcode}`,
          },
          { kind: 'phone', label: own('switchboard'), value: site.contact.phone },
          ...(hotline ? [{ kind: 'hotline' as const, label: hotline.label[lang], value: hotline.value }] : []),
          { kind: 'email', label: t('email'), value: site.contact.email },
        ],
      }}
    />
  );
}

export default function ContactUsPage(props: PageProps) {
  return <ContentPage {...props} slots={{ headquarters: <Headquarters map="/media/cards/contact-map.svg" /> }} />;
}
