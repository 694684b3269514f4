import { NftProfilePage } from '../../nft/NftProfilePage.tsx';

export default NftProfilePage;
