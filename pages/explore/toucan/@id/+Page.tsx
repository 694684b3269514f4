import { TokenLaunchPage } from '../../../toucan/TokenLaunchPage.tsx';

export default TokenLaunchPage;
