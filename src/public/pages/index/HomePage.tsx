import { Hero } from '../../home/Hero';
import { homeSections } from '../../home/deferredHome';
import { useHomeOffers } from '../../home/homeQueries';

function HomePage() {
  const offers = useHomeOffers();
  return (
    <>
      <Hero highlight={offers[0]} />
      <homeSections.Part />
    </>
  );
}

export default HomePage;
