import { vars } from '@lense/ui';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled.main`
  padding: ${vars.space[7]} ${vars.space[4]};
  text-align: center;
  color: ${vars.color.textMuted};
`;

/** Temporary screen for signed-in routes whose feature is not built yet. */
export default function ComingSoon() {
  const { pathname } = useLocation();
  return (
    <Box data-route={pathname}>
      <h1>This page is on its way</h1>
    </Box>
  );
}
