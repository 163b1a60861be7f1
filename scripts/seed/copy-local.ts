import type { SubcategoryCopy } from './deal-copy'

/** Local services: beauty, food and drink, activities, health and fitness, wellness. */
export const LOCAL_COPY: Record<string, SubcategoryCopy> = {
  'spa-days': {
    headlines: [
      'Spa Day with Treatment & Afternoon Tea for 2',
      'Luxury Spa Day with 2 Treatments & Prosecco',
      'Twilight Spa Experience with Massage',
      'Spa Day with Lunch & Full Use of Facilities',
    ],
    price: [60, 260],
    options: 'people',
  },
  massage: {
    headlines: [
      '60-Minute Full Body Massage',
      'Hot Stone Massage & Mini Facial',
      'Couples Aromatherapy Massage',
      'Deep Tissue Sports Massage',
    ],
    price: [45, 150],
    options: 'people',
  },
  hair: {
    headlines: [
      'Cut, Blow-Dry & Conditioning Treatment',
      'Full Head of Highlights with Cut & Finish',
      'Balayage with Toner & Blow-Dry',
      'Keratin Smoothing Treatment',
    ],
    price: [40, 180],
    options: 'sessions',
  },
  nails: {
    headlines: [
      'Gel Manicure & Pedicure',
      'BIAB Nail Treatment with Nail Art',
      'Acrylic Full Set with Gel Polish',
      'Luxury Spa Pedicure',
    ],
    price: [25, 70],
    options: 'sessions',
  },
  facials: {
    headlines: [
      'HydraFacial with LED Light Therapy',
      '60-Minute Luxury Facial',
      'Microdermabrasion Facial',
      'Chemical Peel Treatment',
    ],
    price: [50, 190],
    options: 'sessions',
  },
  aesthetics: {
    headlines: [
      'Anti-Wrinkle Treatment on 1, 2 or 3 Areas',
      'Lip Filler Consultation & Treatment',
      'Skin Booster Treatment',
      'Microneedling with Serum',
    ],
    price: [120, 400],
    options: 'areas',
  },
  'teeth-whitening': {
    headlines: ['Laser Teeth Whitening Session', 'Advanced Teeth Whitening with Consultation'],
    price: [150, 450],
    options: 'sessions',
  },
  'laser-hair-removal': {
    headlines: [
      '6 Sessions of Laser Hair Removal',
      'Laser Hair Removal on a Small, Medium or Large Area',
    ],
    price: [150, 700],
    options: 'areas',
  },
  'afternoon-tea': {
    headlines: [
      'Afternoon Tea for 2',
      'Sparkling Afternoon Tea for 2',
      'Gin Afternoon Tea in {town}',
      'Champagne Afternoon Tea for 2',
    ],
    price: [30, 95],
    options: 'people',
  },
  restaurants: {
    headlines: [
      '3-Course Dining & Glass of Wine for 2',
      'Steak & Bottle of Wine for 2',
      '7-Course Tasting Menu for 2',
      'Sharing Platter & Cocktails for 2',
    ],
    price: [40, 180],
    options: 'people',
  },
  brunch: {
    headlines: [
      'Bottomless Brunch for 2',
      'Full Breakfast & Hot Drink for 2',
      'Boozy Brunch with 90 Minutes of Drinks',
    ],
    price: [25, 90],
    options: 'people',
  },
  cocktails: {
    headlines: [
      'Cocktail Masterclass for 2',
      '2 Cocktails Each for 2 People',
      'Cocktail Making Class with Nibbles',
    ],
    price: [25, 90],
    options: 'people',
  },
  tasting: {
    headlines: [
      'Wine Tasting Experience for 2',
      'Gin Tasting Masterclass',
      'Whiskey Distillery Tour & Tasting',
    ],
    price: [30, 120],
    options: 'people',
  },
  takeaway: {
    headlines: [
      '2 Pizzas, Sides & Drinks',
      'Indian Takeaway Feast for 2',
      'Burger Meal Deal for 2',
    ],
    price: [20, 50],
    options: 'people',
  },
  'days-out': {
    headlines: [
      'Zoo Entry for 2',
      'Aquarium Family Ticket',
      'Castle & Gardens Day Pass for 2',
      'Theme Park Entry',
    ],
    price: [20, 120],
    options: 'people',
  },
  driving: {
    headlines: [
      'Supercar Driving Experience – 3 Laps',
      'Junior Driving Lesson',
      'Rally Driving Taster Session',
      'Tank Driving Experience',
    ],
    price: [60, 300],
    options: 'people',
  },
  adventure: {
    headlines: [
      'Treetop Adventure Course for 2',
      'Indoor Skydiving with 2 Flights',
      'Paintballing for up to 10 People',
      'Axe Throwing for 2',
    ],
    price: [30, 160],
    options: 'people',
  },
  classes: {
    headlines: [
      'Pottery Wheel Class for 2',
      'Cookery Class with Lunch',
      'Candle Making Workshop',
      'Life Drawing Class',
    ],
    price: [30, 140],
    options: 'people',
  },
  'escape-rooms': {
    headlines: ['Escape Room for up to 6 Players', 'Horror Escape Room Experience'],
    price: [50, 120],
    options: 'people',
  },
  entertainment: {
    headlines: [
      'Comedy Club Entry & a Drink for 2',
      'Theatre Tickets for 2',
      'Murder Mystery Dinner Show',
    ],
    price: [30, 120],
    options: 'people',
  },
  photoshoots: {
    headlines: [
      'Family Photoshoot with 3 Prints',
      'Newborn Photoshoot with Canvas',
      'Pet Photoshoot with Prints',
    ],
    price: [50, 200],
    options: 'sessions',
  },
  gym: {
    headlines: [
      '1-Month Gym Membership',
      '10 Gym Passes with Classes',
      '3-Month Unlimited Classes',
    ],
    price: [30, 150],
    options: 'sessions',
  },
  'yoga-pilates': {
    headlines: ['10 Yoga Classes', '5 Reformer Pilates Classes', 'Hot Yoga Unlimited Month'],
    price: [40, 150],
    options: 'sessions',
  },
  bootcamp: {
    headlines: ['4 Weeks of Outdoor Bootcamp', 'Personal Training – 3 Sessions'],
    price: [50, 180],
    options: 'sessions',
  },
  dental: {
    headlines: [
      'Dental Check-Up, Scale & Polish',
      'Clear Aligner Consultation & Scan',
      'Hygienist Appointment with Airflow',
    ],
    price: [60, 250],
    options: 'sessions',
  },
  'eye-care': {
    headlines: ['Eye Test & 2 Pairs of Glasses', 'Contact Lens Fitting & Trial'],
    price: [60, 200],
    options: 'pack',
  },
  'health-checks': {
    headlines: ['Full Body Health MOT', 'Food Intolerance Test', 'Private Blood Test & GP Review'],
    price: [60, 300],
    options: 'sessions',
  },
  retreats: {
    headlines: ['Wellness Retreat Day with Yoga & Lunch', 'Overnight Wellness Retreat for 2'],
    price: [80, 350],
    options: 'people',
  },
  mindfulness: {
    headlines: ['Mindfulness Course – 4 Sessions', 'Guided Meditation Workshop'],
    price: [30, 120],
    options: 'sessions',
  },
  holistic: {
    headlines: [
      'Reflexology Treatment',
      'Reiki Healing Session',
      'Acupuncture Consultation & Treatment',
    ],
    price: [35, 120],
    options: 'sessions',
  },
  'sound-baths': {
    headlines: ['Gong Sound Bath for 2', 'Sound Bath & Herbal Tea Ceremony'],
    price: [25, 80],
    options: 'people',
  },
}
