/**
 * Validation messages, keyed. Schemas carry the key; the server answers with the English text and
 * the web app translates the key through i18next (its English catalogue is this object).
 * Texts are the documented ones, word for word, unless a comment says the wording is ours.
 */
export const validationMessages = {
  'email.required': 'Email is required',
  'email.invalid': 'Please enter a valid email address',
  'contact.nameMin': 'Name must be at least 2 characters',
  'contact.subjectMin': 'Subject must be at least 5 characters',
  'contact.messageMin': 'Message must be at least 10 characters',
  'contact.departmentRequired': 'Please select a department',
  'driver.firstName': 'First name is required',
  'driver.lastName': 'Last name is required',
  'driver.phone': 'Please enter a valid phone number',
  'driver.city': 'City is required',
  'driver.state': 'State is required',
  'driver.vehicleMake': 'Vehicle make is required',
  'driver.vehicleModel': 'Vehicle model is required',
  'driver.vehicleYear': 'Please enter a valid year',
  'driver.terms': 'You must agree to the terms and conditions',
  'auth.passwordRequired': 'Password is required',
  'auth.passwordMin8': 'Password must be at least 8 characters long',
  'auth.passwordMin6': 'Password must be at least 6 characters',
  'auth.dialogPasswordMin6': 'Password must be at least 6 characters long',
  'auth.passwordLower': 'Password must contain at least one lowercase letter',
  'auth.passwordUpper': 'Password must contain at least one uppercase letter',
  'auth.passwordNumber': 'Password must contain at least one number',
  'auth.passwordSpecial': 'Password must contain at least one special character',
  'auth.passwordCommon': 'This password is too common. Please choose one that is harder to guess.',
  'auth.passwordMismatch': 'Passwords do not match',
  'auth.nameRequired': 'Name is required',
  'auth.nameMin': 'Name must be at least 2 characters long',
  'auth.nameChars': 'Name can only contain letters, spaces, hyphens, and apostrophes',
  'auth.pageFullNameMin': 'Full name must be at least 2 characters.',
  'auth.pageEmailInvalid': 'Please enter a valid email address.',
  'auth.pagePasswordMin': 'Password must be at least 8 characters.',
  'auth.pagePasswordMix': 'Password must contain at least one uppercase letter, one lowercase letter, and one number.',
  'auth.pagePasswordMismatch': "Passwords don't match",
  'auth.pageTerms': 'You must accept the terms and conditions.',
  'auth.emailTaken': 'An account with this email already exists.',
  // Onboarding profile step.
  'onboarding.firstName': 'First name is required',
  'onboarding.lastName': 'Last name is required',
  'onboarding.dateOfBirth': 'Date of birth is required',
  'onboarding.country': 'Country is required',
  // Two-factor.
  'twoFactor.codeInvalid': 'Please enter a valid 6-digit code',
  'twoFactor.codeIncomplete': 'Please enter a complete 6-digit code',
  'twoFactor.codeWrong': 'Invalid verification code',
  // Two-factor settings (not documented; our wording).
  'twoFactor.passwordWrong': 'The password is incorrect.',
  // Payment methods (not documented; our wording).
  'payment.holderName': 'Enter the name on the card',
  'payment.cardNumber': 'Enter a valid card number',
  'payment.expiry': 'Enter a valid expiry date',
  'payment.cvc': 'Enter the 3 or 4 digit security code',
  // Checkout's travellers (our wording): each empty field says what it needs.
  'booking.firstNameRequired': 'Enter the first name as on the ID',
  'booking.lastNameRequired': 'Enter the last name as on the ID',
  'booking.phoneRequired': 'Enter a phone number we can reach you on during the trip',
  'booking.dateOfBirthRequired': 'Date of birth is required',
  'booking.phoneInvalid': 'Enter a phone number of 6 to 24 digits, spaces, brackets or dashes, such as +1 212 555 0100',
  // Account API (/api/me; not documented: our wording).
  'payment.expired': 'This card has expired',
  'account.currentPasswordWrong': 'Your current password is incorrect',
  'account.noPassword': 'Your account has no password yet. Set one with "Forgot password?" first.',
  'account.avatarRequired': 'Choose an image to upload',
  'field.tooLong': 'This is too long',
  'field.invalid': 'This value is not valid',
  // Control characters in a text field (our wording).
  'field.controlCharacters': 'This text contains characters that are not allowed',
  // Dates outside what can be booked, and dates of birth outside a human life (our wording).
  'dates.beforeToday': 'Choose a date from today on',
  'dates.beyondInventory': 'Choose a date within the next year: later dates cannot be booked yet',
  'dates.birthInFuture': 'A date of birth cannot be in the future',
  'dates.birthTooOld': 'Enter a date of birth within the last 120 years',
  // Half of a UTF-16 surrogate pair on its own: no keyboard types it (our wording).
  'field.malformedText': 'This text contains a broken character; please type it again',
  // Admin panel (our wording).
  'admin.banReasonRequired': 'Please give a reason for the ban',
  'admin.roleNameRequired': 'Please enter a role name of at least 2 characters',
  'admin.dateRange': 'The start date must not be after the end date',
  'admin.replyRequired': 'Please write a reply',
  'admin.overrideReasonRequired': 'Please give a reason for the refund override',
  'admin.refundOverPaid': 'The refund cannot be more than the amount still refundable',
  'driver.vehicleYearRange': 'Please enter a model year from 1990 to next year',
  // Hotel, car and cruise searches ('hotels.checkOutAfterCheckIn', 'hotels.tooLong',
  // 'hotels.roomsOverGuests', 'lodging.priceRange', 'cars.invalidTimes' and 'cars.pastDate' are not documented: our wording).
  // Trip planner (not documented: our wording).
  'planner.destinationRequired': 'Please choose a destination',
  'planner.unknownDestination': 'We do not have a guide for this destination yet',
  'planner.unknownInterest': 'This is not one of the interests',
  'planner.endBeforeStart': 'The end date cannot be before the start date',
  'planner.tooLong': 'A trip can be at most 30 days',
  'planner.startInPast': 'The start date cannot be in the past',
  'planner.travelersMin': 'At least 1 traveler',
  'planner.travelersMax': 'At most 9 travelers',
  'planner.budgetPositive': 'Please enter a valid budget amount',
  'planner.unknownOrigin': 'We could not find this airport or city',
  'planner.unknownPlace': 'This place is not in the destination guide',
  'planner.notBookable': 'This item cannot be booked',
  'planner.notEditable': 'Travel, check-in and flight items are planned for you and cannot be changed',
  'planner.pastMidnight': 'This change would run the day past midnight',
  'planner.cannotPlan': 'This trip cannot be planned for these dates and flights; try other dates',
  // Budget assistant ('budget.invalid' and 'budget.travelersMin' documented; the rest our wording).
  'budget.invalid': 'Please enter a valid budget amount',
  'budget.travelersMin': 'Please enter at least 1 traveler',
  'budget.startingLocationRequired': 'Please enter where you start from',
  'budget.mustVisitOne': 'Choose at most one must-visit destination',
  'budget.startInPast': 'The start date cannot be in the past',
  'budget.tooLarge': 'The budget can be at most 10,000,000',
  // Recommendations (our wording).
  'recommendations.unknownPreference': 'This is not one of the preferences',
  'recommendations.preferenceRequired': 'Choose at least one preference',
  'hotels.required': 'Please fill in all required fields',
  'hotels.checkOutAfterCheckIn': 'Check-out must be after check-in',
  'hotels.tooLong': 'Stays can be at most 30 nights',
  'hotels.roomsOverGuests': 'You need at least one guest per room',
  'lodging.priceRange': 'The maximum price must not be below the minimum',
  'cars.missing': 'Please fill in all required fields to search for cars.',
  'cars.invalidDates': 'Drop-off date must be after pickup date.',
  'cars.invalidTimes': 'On a same-day rental, the drop-off time must not be before the pickup time.',
  'cars.pastDate': 'Pickup date cannot be in the past.',
  'cruises.destination': 'Please select a destination',
  'cruises.month': 'Please select a month',
  'cruises.passengers': 'Select number of passengers',
  // Flight search ('flights.samePlace', 'flights.returnBeforeDeparture' and
  // 'flights.departWindow' are not documented: our wording).
  'flights.required': 'Please fill in all required fields',
  'flights.samePlace': 'Origin and destination must be different',
  'flights.returnBeforeDeparture': 'The return date cannot be before the departure date',
  'flights.departWindow': 'The latest departure hour must not be before the earliest',
  // Search API (modules/search; our wording): a from/to that is neither an airport code nor a city with flights.
  'flights.unknownPlace': 'Choose an airport or a city from the list',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.prototype.hasOwnProperty.call(validationMessages, value);
}
