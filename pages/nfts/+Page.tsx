import { NftsHomePage } from '../nft/NftsHomePage.tsx';

export default NftsHomePage;
