import { TokenPage } from '../../../token/TokenPage.tsx';

export default TokenPage;
