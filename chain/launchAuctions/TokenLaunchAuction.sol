// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

interface ILaunchedToken {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// A token launch as a uniform-price auction in ETH: ours, written for the local chain, because no
/// compiled artifact of a launch auction is published on npm (Uniswap's continuous clearing auction is
/// source only). Kept small on purpose:
/// - a bid locks ETH (its budget) with the highest price per whole token its bidder accepts;
/// - the clearing price is the lowest price at which the bids above it buy no more than the supply; it
///   starts at the floor and only rises, and a new bid must name a max price above it;
/// - after the end, bids above the clearing price buy tokens with their whole budget at that price,
///   bids at it share what is left in proportion to their budgets and get the rest back, and bids below
///   it get their ETH back.
/// Prices sit in a sorted list walked from its start: fine for the hundreds of bids a local launch sees,
/// not meant for mainnet. The proceeds stay in the contract (no seller withdrawal: nobody needs it here).
contract TokenLaunchAuction {
    struct Bid {
        address owner;
        uint128 budget;
        uint128 maxPrice;
        uint64 placedAt;
        bool claimed;
    }

    event BidPlaced(
        uint256 indexed bidId,
        address indexed owner,
        uint256 budget,
        uint256 maxPrice,
        uint256 clearingPrice,
        uint256 placedAt
    );
    event Claimed(uint256 indexed bidId, address indexed owner, uint256 tokens, uint256 refund);

    /// One whole token in base units: prices are wei per whole token, the launched token has 18 decimals.
    uint256 private constant ONE = 1e18;

    address public immutable token;
    /// The tokens on sale, in base units.
    uint256 public immutable supply;
    uint256 public immutable floorPrice;
    uint64 public immutable startTime;
    uint64 public immutable endTime;

    uint256 public clearingPrice;
    /// The budgets of every bid whose max price is above the clearing price.
    uint256 public demandAbove;
    /// The budgets bid at each max price.
    mapping(uint256 => uint256) public demandAt;
    /// The max prices bid, ascending: each price's next; the list starts at nextPrice[0] and ends at 0.
    mapping(uint256 => uint256) private nextPrice;
    Bid[] public bids;

    constructor(address token_, uint256 supply_, uint256 floorPrice_, uint64 startTime_, uint64 endTime_) {
        require(supply_ > 0 && floorPrice_ > 0, "Supply and floor price must be above zero");
        require(startTime_ < endTime_, "The auction must end after it starts");
        token = token_;
        supply = supply_;
        floorPrice = floorPrice_;
        startTime = startTime_;
        endTime = endTime_;
        clearingPrice = floorPrice_;
    }

    function bidCount() external view returns (uint256) {
        return bids.length;
    }

    /// Bids `msg.value` wei for tokens at any price up to `maxPrice` (wei per whole token).
    function bid(uint256 maxPrice) external payable returns (uint256 bidId) {
        require(block.timestamp >= startTime, "The auction has not started");
        require(block.timestamp < endTime, "The auction has ended");
        require(msg.value > 0, "A bid needs some ETH");
        require(maxPrice > clearingPrice, "The max price must be above the clearing price");
        require(msg.value <= type(uint128).max && maxPrice <= type(uint128).max, "The bid is too large");

        if (demandAt[maxPrice] == 0) _insertPrice(maxPrice);
        demandAt[maxPrice] += msg.value;
        demandAbove += msg.value;
        _raiseClearingPrice();

        bidId = bids.length;
        bids.push(Bid(msg.sender, uint128(msg.value), uint128(maxPrice), uint64(block.timestamp), false));
        emit BidPlaced(bidId, msg.sender, msg.value, maxPrice, clearingPrice, block.timestamp);
    }

    /// After the end: sends a bid's tokens and refund to its bidder (anyone may call it for them).
    function claim(uint256 bidId) external {
        require(block.timestamp >= endTime, "The auction has not ended");
        Bid storage placed = bids[bidId];
        require(!placed.claimed, "This bid was already claimed");
        placed.claimed = true;
        (uint256 tokens, uint256 refund) = settlement(bidId);
        if (tokens > 0) require(ILaunchedToken(token).transfer(placed.owner, tokens), "Token transfer failed");
        if (refund > 0) {
            (bool sent,) = placed.owner.call{value: refund}("");
            require(sent, "Refund failed");
        }
        emit Claimed(bidId, placed.owner, tokens, refund);
    }

    /// What a bid gets at the current clearing price: tokens, and the ETH it gets back.
    function settlement(uint256 bidId) public view returns (uint256 tokens, uint256 refund) {
        Bid memory placed = bids[bidId];
        uint256 price = clearingPrice;
        if (placed.maxPrice > price) return (placed.budget * ONE / price, 0);
        if (placed.maxPrice < price) return (0, placed.budget);
        // At the clearing price: what the bids above leave, shared by budget, never more than it buys.
        uint256 left = supply - demandAbove * ONE / price;
        tokens = left * placed.budget / demandAt[price];
        uint256 affordable = placed.budget * ONE / price;
        if (tokens >= affordable) return (affordable, 0);
        refund = placed.budget - _ceilDiv(tokens * price, ONE);
    }

    /// While the bids above the clearing price would buy more than the supply, the price rises: to the
    /// price at which they buy exactly the supply, or to the lowest max price bid, whose bids then stop
    /// counting as above it (and, if the price must rise past them too, are outbid).
    function _raiseClearingPrice() private {
        uint256 price = clearingPrice;
        while (true) {
            uint256 needed = _ceilDiv(demandAbove * ONE, supply);
            if (needed <= price) break;
            uint256 lowest = _lowestPriceAbove(price);
            if (lowest == 0 || needed < lowest) {
                price = needed;
                break;
            }
            price = lowest;
            demandAbove -= demandAt[lowest];
        }
        clearingPrice = price;
    }

    function _lowestPriceAbove(uint256 price) private view returns (uint256 next) {
        next = nextPrice[0];
        while (next != 0 && next <= price) next = nextPrice[next];
    }

    function _insertPrice(uint256 price) private {
        uint256 previous = 0;
        while (nextPrice[previous] != 0 && nextPrice[previous] < price) previous = nextPrice[previous];
        nextPrice[price] = nextPrice[previous];
        nextPrice[previous] = price;
    }

    function _ceilDiv(uint256 a, uint256 b) private pure returns (uint256) {
        return a == 0 ? 0 : (a - 1) / b + 1;
    }
}
