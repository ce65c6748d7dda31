import { ContactBlock } from '../../components/blocks/contact-block.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { useSite } from '../../content/site.ts';
import { useLang } from '../../i18n/lang-context.tsx';
import { useT } from '../../i18n/t.ts';
import type { PageProps } from '../../routing/page-props.ts';

/** Headquarters' address, switchboard, hotline and email from the site settings (the one place they are kept), with the map. */
function Headquarters({ map }: { map: string }) {
  const t = useT();
  const lang = useLang();
  const site = useSite();
  if (!site) return null;
  const hotline = site.footerIcons.find((i) => i.icon.includes('phone'));
  return (
    <ContactBlock
      block={{
        type: 'contact',
        image: map,
        imageAlt: t('mapOf', { place: site.contact.address[lang] }),
        items: [
          {
            kind: 'address',
            label: t('address'),
            value: site.contact.address[lang],
            note: `${t('postcode')} ${site.contact.postcode}`,
          },
          { kind: 'phone', label: t('switchboard'), value: site.contact.phone },
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
