import { TextLink, vars } from '@lense/ui';
import styled from 'styled-components';
import { SUPPORT_EMAIL } from '../../content/contact';
import { useAccountMessages } from '../../lib/accountMessages';

const Centered = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: 60vh;
  justify-content: center;
  padding: ${vars.space[7]} ${vars.space[4]};
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${vars.fontSize['3xl']};
    font-weight: ${vars.fontWeight.bold};
  }
  p {
    margin: 0;
    max-width: 520px;
    color: ${vars.color.textMuted};
  }
`;

/** /closure: shown after an account was deleted. */
export function ClosurePage() {
  const t = useAccountMessages();
  return (
    <Centered>
      <h1>{t('closure.title')}</h1>
      <p>{t('closure.body')}</p>
      <p>
        {t.rich('closure.questions', {
          link: (chunks) => <TextLink href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</TextLink>,
        })}
      </p>
    </Centered>
  );
}
